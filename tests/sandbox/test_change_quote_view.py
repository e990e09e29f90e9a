"""What the model reads of a change quote says each figure once and no money field at zero (run 32 req 29:
~25 money fields, most zero; the amount due as amount_due, amount and price_difference), while every figure
its amount_rule names and every figure it must quote stays. A table of change kinds x trips x groups x
EN/KH/ZH, each quote shown as the session shows it (local twins) and then as the model reads it."""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any, Iterator

import pytest

from agent.display import DisplayTerms, in_travellers_terms
from agent.session_figures import objects
from agent.tools.guidance import for_model
from sandbox.data.currency import PER_USD
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_changes import at_ict, record

LOCAL = {"EN": None, "KH": "KHR", "ZH": "CNY"}
TRIPS_GROUPS = (
    ("trip_001", 3, [8]),
    ("trip_002", 2, [5, 2]),
    ("trip_003", 4, []),
)
# days before travel the quote is asked: the 100% tier (free date moves), the 50% tier, the late-fee window
DAYS_OUT = (50, 20, 5)
# Names of one meaning: two of a group in one object with the same figure say that figure twice.
MEANINGS = (
    {"amount", "amount_due", "refund", "price_difference"},  # the money this change moves
    {"kept_by_policy", "change_fee", "kept_by_this_change", "kept_earlier", "kept_in_total", "kept_by_derlg"},
    {"amount_paid", "net_paid"},
    {"price", "price_change_per_adult"},
)
_MONEY = re.compile(r"^(?P<stem>[a-z_]+?)_(?:usd|khr|cny)$")
_FIGURE = re.compile(r"-?\d[\d,]*\.\d\d")


def changes(booking: dict[str, Any]) -> Iterator[dict[str, Any]]:
    end = date.fromisoformat(booking["end_date"])
    yield {"add_adults": 1}
    yield {"remove_adults": 1}
    yield {"add_children_ages": [6]}
    yield {"new_travel_date": (date.fromisoformat(TRAVEL) + timedelta(days=3)).isoformat()}
    yield {"new_end_date": (end + timedelta(days=1)).isoformat()}
    if end > date.fromisoformat(TRAVEL) + timedelta(days=1):
        yield {"new_end_date": (end - timedelta(days=1)).isoformat()}


def quotes(lang: str) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """(the quote as the session shows it, the model's view of it) over the table."""
    for trip, adults, children in TRIPS_GROUPS:
        for days_out in DAYS_OUT:
            sb = Sandbox()
            booked = sb.book(trip, people=None, adults=adults, children_ages=children, user_id="user-a")
            qr = sb.data("generatePaymentQR", {"booking_id": booked["booking_id"]})
            assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
            booking = record(sb, booked["booking_id"])
            sb.clock.now = at_ict((date.fromisoformat(TRAVEL) - timedelta(days=days_out)).isoformat(), 12)
            for change in changes(booking):
                body = {"booking_id": booking["booking_id"], "language": lang, **change}
                result = {"success": True, "data": sb.data("previewReschedule", body, lang=lang)}
                currency = LOCAL[lang]
                if currency:
                    result = in_travellers_terms(
                        result, DisplayTerms(currency=currency, language=lang), PER_USD[currency]
                    )
                yield result["data"], for_model(result, lang, "previewReschedule")["data"]


@pytest.fixture(scope="module", params=("EN", "KH", "ZH"))
def table(request: pytest.FixtureRequest) -> tuple[str, list[tuple[dict[str, Any], dict[str, Any]]]]:
    return request.param, list(quotes(request.param))


def numbers(tree: Any) -> set[float]:
    return {
        abs(float(v))
        for obj in objects(tree)
        for v in obj.values()
        if isinstance(v, (int, float)) and not isinstance(v, bool)
    }


def test_no_money_field_the_model_reads_is_zero(table: tuple[str, list[Any]]) -> None:
    _, rows = table
    assert len(rows) >= 40
    for _, view in rows:
        for obj in objects(view):
            zero = [k for k, v in obj.items() if _MONEY.match(k) and isinstance(v, (int, float)) and v == 0]
            assert not zero, (zero, sorted(obj))


def test_no_figure_is_said_twice_under_names_of_one_meaning(table: tuple[str, list[Any]]) -> None:
    _, rows = table
    for _, view in rows:
        for obj in objects(view):
            for meaning in MEANINGS:
                for suffix in ("_usd", "_khr", "_cny"):
                    said = [(s, obj[s + suffix]) for s in sorted(meaning) if s + suffix in obj]
                    values = [v for _, v in said]
                    assert len(values) == len(set(values)), said
            for nested, top in (("current", "current_total_usd"), ("proposed", "new_total_usd")):
                inner = obj.get(nested)
                if isinstance(inner, dict) and top in obj:
                    assert inner.get("total_usd") != obj[top], (nested, top)


def test_every_figure_the_rule_names_and_the_model_quotes_is_still_there(table: tuple[str, list[Any]]) -> None:
    lang, rows = table
    twin = {"EN": None, "KH": "_khr", "ZH": "_cny"}[lang]
    for shown, view in rows:
        left = numbers(view)
        for figure in _FIGURE.findall(view["amount_rule"]):
            value = abs(float(figure.replace(",", "")))
            assert value == 0 or value in left, (figure, view["amount_rule"])
        must = ["new_total"] + (["amount"] if shown["amount_is"] != "nothing" else [])
        for stem in must:
            assert view[stem + "_usd"] == shown[stem + "_usd"], stem
            if twin:
                assert view[stem + twin] == shown[stem + twin], stem
        assert view["amount_is"] == shown["amount_is"]
        if shown.get("refund_usd", 0) > 0 and shown["refund_usd"] != shown["amount_usd"]:  # a netted refund
            assert view["refund_usd"] == shown["refund_usd"]
