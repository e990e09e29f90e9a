"""A change quote states one deadline per act, each named (sandbox/quote_deadlines.py; relay 31: "price valid
until 19:08 tonight" beside "pay by 30 Nov 18:54" for the same top-up).

Over changes (a join, an add-on, a leaver, a date move, a settlement of an owed top-up) and languages: exactly
one deadline for the yes, equal to the quote's ``expires_at``; one for paying a top-up exactly when money is
due, equal to the ``pay_by`` its confirmation sets (confirmed at once); never two for the same act; each says
its own time in the session's language."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

import pytest

from sandbox import policy
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family

SCRIPT = {"EN": re.compile(r"[A-Za-z]"), "KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}
CHANGES: list[dict[str, Any]] = [
    {"add_adults": 1},
    {"add_activities": ["Tonle Sap boat trip"]},
    {"remove_adults": 1},
    {"new_travel_date": "+1"},
]


def _ict(at: str) -> str:
    return datetime.fromisoformat(at.replace("Z", "+00:00")).astimezone(policy.ICT).strftime("%Y-%m-%d %H:%M")


def _one_per_act(quote: dict[str, Any], language: str) -> dict[str, Any]:
    listed = quote["deadlines"]  # keyed by the act: never two times for one
    yes = listed["quote_yes"]
    assert yes["at"] == quote["expires_at"] and _ict(quote["expires_at"]) in yes["says"]
    for d in listed.values():
        assert SCRIPT[language].search(d["says"]), d
    return listed


@pytest.mark.parametrize("language", sorted(SCRIPT))
@pytest.mark.parametrize("change", CHANGES)
def test_each_deadline_is_named_once_and_matches_the_act(change: dict[str, Any], language: str) -> None:
    sb = Sandbox()
    booking = family(sb, adults=3, children=())
    bid = booking["booking_id"]
    if change.get("new_travel_date") == "+1":
        day = datetime.fromisoformat(booking["travel_date"]).toordinal() + 1
        change = {"new_travel_date": datetime.fromordinal(day).date().isoformat()}
    quote = sb.data("previewReschedule", {"booking_id": bid, **change}, lang=language)
    listed = _one_per_act(quote, language)
    due = quote["amount_due_usd"]
    assert sorted(listed) == (["quote_yes", "top_up_payment"] if due > 0 else ["quote_yes"])
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=language)
    if due > 0:  # the time the quote gave for paying is the one the change then holds
        top_up = listed["top_up_payment"]
        assert top_up["at_if_confirmed_now"] == done["change_awaiting_payment"]["pay_by"]
        assert _ict(top_up["at_if_confirmed_now"]) in top_up["says"] and f"{due:.2f}" in top_up["says"]
        assert top_up["at_if_confirmed_now"] != listed["quote_yes"]["at"]


def test_a_settlement_quote_names_only_its_yes() -> None:
    sb = Sandbox()
    bid = family(sb, adults=4, children=())["booking_id"]
    for change in ({"remove_adults": 1}, {"add_adults": 3}):
        quote = sb.data("previewReschedule", {"booking_id": bid, **change})
        sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    settle = sb.data("previewReschedule", {"booking_id": bid, "net_pending_refund": True})
    assert list(_one_per_act(settle, "EN")) == ["quote_yes"]  # the rest keeps the top-up's pay_by


@pytest.mark.parametrize("language", sorted(SCRIPT))
@pytest.mark.parametrize("change", CHANGES[:3])
def test_an_information_quote_names_no_yes_deadline(change: dict[str, Any], language: str) -> None:
    """A quote that cannot be confirmed awaits no yes: no ``quote_yes``, whatever the change or language; the
    same change asked for (``purpose: "change"``) names it."""
    sb = Sandbox()
    bid = family(sb, adults=3, children=())["booking_id"]
    for purpose in ("information", "change"):
        quote = sb.data("previewReschedule", {"booking_id": bid, **change, "purpose": purpose}, lang=language)
        assert ("quote_yes" in quote.get("deadlines", {})) is (purpose == "change")
