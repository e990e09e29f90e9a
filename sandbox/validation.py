"""validateUserDetails: name, phone (E.164, Cambodian 0xx numbers -> +855) and email."""

from __future__ import annotations

import re
from typing import Any, Optional

from agent.tools.phone import normalize_phone

_EMAIL = re.compile(r"^[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}$")


def normalize_name(raw: str) -> tuple[Optional[str], Optional[str]]:
    name = " ".join(raw.split())
    letters = sum(1 for ch in name if ch.isalpha())
    if letters < 2:
        return None, "Please give a name with at least 2 letters."
    if any(ch.isdigit() for ch in name):
        return None, "A name should not contain digits."
    return (name.title() if name.islower() else name), None


def normalize_email(raw: Optional[str]) -> tuple[Optional[str], Optional[str]]:
    if raw is None or not raw.strip():
        return None, None
    email = raw.strip()
    if not _EMAIL.match(email):
        return None, "Please check the email address, e.g. name@example.com."
    local, _, domain = email.rpartition("@")
    return f"{local}@{domain.lower()}", None


def validate(name: Optional[str], phone: Optional[str], email: Optional[str]) -> dict[str, Any]:
    """Each detail given checked on its own (a name may come before the phone): ``normalized`` holds
    the given ones, ``errors`` those to ask again."""
    errors: dict[str, str] = {}
    normalized: dict[str, Optional[str]] = {}
    checks = (("name", name, normalize_name), ("phone", phone, normalize_phone), ("email", email, normalize_email))
    for field, (value, err) in ((f, check(raw)) for f, raw, check in checks if raw is not None):
        normalized[field] = value
        if err:
            errors[field] = err
    return {"valid": not errors, "errors": errors, "normalized": normalized}
