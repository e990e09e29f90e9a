"""Who an add-on's top-up paid for: the travellers the add-on names as taking part (sandbox/refund_to.py).

Relay 58 req 53: the twins' kayak was paid by its own top-up; when their uncle left, part of his refund went back
to that kayak payment, which paid nothing for him. A top-up whose change only added add-ons, each naming who takes
part (``for_adults`` / ``for_children_ages``: the label's ``|for=`` mark, sandbox/add_on_people.py), paid for
those travellers (as kinds: "adult", "child:13"); any other top-up paid for everyone on (an empty list).
"""

from __future__ import annotations

from typing import Any

from sandbox.add_on_people import FOR_MARK, taking_part

ADD_ON = "add_activity:"


def takers(request: dict[str, Any], pending: dict[str, Any]) -> list[str]:
    """The kinds an add-on-only change's top-up paid for (``request``: the booking's after the change), else []."""
    if list(pending.get("changed") or []) != ["activity"]:
        return []
    was = {str(c) for c in (pending.get("before") or {}).get("request", {}).get("customizations") or []}
    new = [str(c) for c in request.get("customizations") or [] if str(c).startswith(ADD_ON) and str(c) not in was]
    if not new or any(FOR_MARK not in c for c in new):
        return []
    kinds: list[str] = []
    for label in new:
        who = taking_part(label.split(FOR_MARK, 1)[1].split("|", 1)[0])
        kinds += ["adult"] * int(who["for_adults"]) + [f"child:{a}" for a in who["for_children_ages"]]
    return kinds


def took(takes: tuple[str, ...], kinds: set[str]) -> bool:
    """A payment whose add-on some take (``takes``) paid for one of ``kinds``; any other paid for everyone."""
    return not takes or bool(kinds & set(takes))
