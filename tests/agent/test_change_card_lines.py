"""A change card's price lines say what they price and add up to its To pay / Refund; its "Adds" / "Removes"
name only what THIS change adds or takes off (relay 49 req 23: an add-on's card said "Per adult $189" and
"Child price, each $113.40", the whole trip after the change, beside "To pay $126" for a 3 x $30 + 2 x $18
cruise; req 30: a removal's card said "Adds: Sunset cruise off Kep", an add-on the booking already had).

Over every change kind (an add-on, a join, a leave, a longer and a shorter trip, a date move) of a paid booking
that already holds an add-on, for a group with a teen, children and an infant, in EN, KH and ZH, on the
confirmable and the what-if card:

- no line gives the whole trip's per-person price after the change ("Per adult", "Child price, each");
- each price line is the change's own ("count x price each"), and the lines add up:
      sum(lines, freed and leaving negative) + change fee + kept under the policy = to pay - refund;
- "Adds" lists exactly the add-ons the change asks for, "Removes" nothing the booking keeps;
- every line is labelled in the card's language on the page (api/static/quote.js) and in text (quote_text).
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from agent.change_lines import LINE_KEYS, LINE_SIGN
from agent.quote_card import quote_frame
from agent.quote_text import LABELS
from sandbox.data.currency import PER_USD
from tests.agent.contract_support import new_state
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview
from tests.sandbox.test_changes import record

HELD, ASKED = "Apsara dance show with dinner", "Tonle Sap boat trip to Kampong Phluk"
KINDS = ("add-on", "join", "leave", "longer", "shorter", "move")
QUOTE_JS = (Path(__file__).resolve().parents[2] / "api" / "static" / "quote.js").read_text(encoding="utf-8")
WHOLE_TRIP_EACH = {"price_per_person_usd", "child_price_usd"}  # one adult's / child's price of the whole trip
USD = re.compile(r"(\d+) × \$([\d,]+(?:\.\d+)?)")


@pytest.fixture(scope="module")
def booked() -> tuple[Sandbox, dict[str, Any]]:
    sb = Sandbox()
    booking = family(sb, adults=2, children=(14, 7, 7, 2))
    bid = booking["booking_id"]
    held = preview(sb, bid, add_activities=[HELD])  # an add-on the booking keeps, paid
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": held["quote_id"]})
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
    return sb, record(sb, bid)


def _change(kind: str, booking: dict[str, Any]) -> dict[str, Any]:
    start, end = date.fromisoformat(booking["travel_date"]), date.fromisoformat(booking["end_date"])
    return {
        "add-on": {"add_activities": [ASKED]},
        "join": {"add_adults": 1, "add_children_ages": [5]},
        "leave": {"remove_adults": 1},
        "longer": {"new_end_date": (end + timedelta(days=1)).isoformat()},
        "shorter": {"new_end_date": (end - timedelta(days=1)).isoformat()},
        "move": {"new_travel_date": (start + timedelta(days=7)).isoformat()},
    }[kind]


def _labels(language: str) -> set[str]:
    block = re.search(rf"\n  {language}: \{{(.*?)\n  \}},", QUOTE_JS, re.S)
    assert block is not None, language
    return set(re.findall(r"(\w+): \"", block.group(1)))


def _line_sum(details: dict[str, Any]) -> float:
    total = 0.0
    for key in LINE_KEYS:
        if key in details:
            figures = USD.findall(details[key])
            assert figures, details[key]
            total += LINE_SIGN[key] * sum(int(n) * float(each.replace(",", "")) for n, each in figures)
    return total


@pytest.mark.parametrize("purpose", ["change", "information"])
@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("kind", KINDS)
def test_a_change_cards_price_lines_are_the_changes_own_and_add_up(
    booked: tuple[Sandbox, dict[str, Any]], kind: str, language: str, purpose: str
) -> None:
    sb, booking = booked
    data = preview(sb, booking["booking_id"], purpose=purpose, **_change(kind, booking))
    frame = quote_frame("", data, new_state(preferred_language=language), "previewReschedule")
    assert frame is not None
    details = frame.frame()["details"]
    assert not WHOLE_TRIP_EACH & details.keys(), details  # never the whole trip's price "each"
    due = float(details.get("top_up_usd", details.get("amount_due_usd", 0.0)))
    moved = due - float(details.get("refund_usd", 0.0))
    parts = float(details.get("change_fee_usd", 0.0)) + float(details.get("kept_by_policy_usd", 0.0))
    if kind != "move":  # a change of what someone pays: its lines say it
        assert LINE_KEYS & details.keys(), details
    assert _line_sum(details) + parts == pytest.approx(moved, abs=0.011), details
    assert details.get("add_activities", []) == ([ASKED] if kind == "add-on" else []), details
    assert HELD not in details.get("remove_activities", []), details
    assert set(details) <= _labels(language), set(details) - _labels(language)
    assert LINE_KEYS & details.keys() <= LABELS.keys()


def _relay_quote() -> dict[str, Any]:
    """The relay's add-on quote as the backend gave it: a $30 / $18 cruise for 3 adults and 2 children of 7."""
    adult, child = {"who": "adult", "price_usd": 159.0}, {"who": "child", "age": 7, "band": "child", "price_usd": 95.4}
    cruise = [{"type": "add_activity", "details": {"activity": "Sunset cruise off Kep"}, "price_usd": 30.0}]
    data = {
        "quote_id": "qt_1",
        "kind": "reschedule",
        "current": {"travellers": [adult] * 3 + [child] * 2, "customizations_per_adult": []},
        "proposed": {
            "travellers": [adult | {"price_usd": 189.0}] * 3 + [child | {"price_usd": 113.4}] * 2,
            "customizations_per_adult": cruise,
            "added_activities": ["Sunset cruise off Kep"],
            "added_activities_days": [{"activity": "Sunset cruise off Kep", "day": 3}],
            "adults": 3,
            "children_ages": [7, 7],
        },
        "price_per_person_usd": 189.0,
        "current_total_usd": 667.8,
        "new_total_usd": 793.8,
        "amount_paid_usd": 667.8,
        "amount_due_usd": 126.0,
        "refund_usd": 0.0,
    }
    return data


def test_the_relays_add_on_card_says_its_own_prices() -> None:
    frame = quote_frame("", _relay_quote(), new_state(preferred_language="EN"), "previewReschedule")
    assert frame is not None
    details = frame.details
    assert details.get("change_adult") == "3 × $30 = $90" and details.get("change_child") == "2 × $18 = $36", details
    assert "price_per_person_usd" not in details and "child_price_usd" not in details


def test_the_relays_removal_card_names_no_add_on_the_booking_keeps() -> None:
    """The backend's ``current`` names its add-ons only in its price (``customizations_per_adult``), its
    ``proposed`` lists every add-on of the booking after the change (``added_activities``)."""
    data = _relay_quote()
    adult = {"who": "adult", "price_usd": 189.0}
    leave = data | {
        "proposed": {k: v for k, v in data["proposed"].items() if k != "added_activities_days"}
        | {"travellers": [adult] * 2},
        "current": {
            k: v for k, v in data["proposed"].items() if k not in ("added_activities", "added_activities_days")
        },
    }
    removal = quote_frame("", leave, new_state(preferred_language="EN"), "previewReschedule")
    assert removal is not None and "add_activities" not in removal.details, removal.details


@pytest.mark.parametrize("language", ["KH", "ZH"])
@pytest.mark.parametrize("kind", KINDS)
def test_a_line_that_multiplies_adds_up_in_the_travellers_currency_too(
    booked: tuple[Sandbox, dict[str, Any]], kind: str, language: str
) -> None:
    """Relay 65: "5 × $27.47（199.16元） = $137.35（995.79元）": a line's local figures are its result's conversion
    only, never parts rounded on their own that do not multiply to it."""
    sb, booking = booked
    data = preview(sb, booking["booking_id"], purpose="change", language=language, **_change(kind, booking))
    state = new_state(preferred_language=language)
    currency = {"KH": "KHR", "ZH": "CNY"}[language]
    state.booking_total_local = {
        "currency": currency,
        "amount": PER_USD[currency],
        "total_usd": 1.0,
        "per_usd": PER_USD[currency],
    }
    frame = quote_frame("", data, state, "previewReschedule")
    assert frame is not None
    local = {"KH": "៛", "ZH": "元"}[language]
    for key in LINE_KEYS & frame.details.keys():
        line = frame.details[key]
        if " = " in line:
            parts, result = line.rsplit(" = ", 1)
            assert local not in parts and local in result, line
