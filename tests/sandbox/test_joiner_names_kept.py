"""Names given for travellers who join are on the booking and its quote; names never move a price
(sandbox/named_travellers.py ``who``, ``shown``).

A Chinese traveller's previewReschedule took ``add_who: ["王建国"]``, but the name appeared nowhere: not in the
quote's ``joining`` nor in the booking the confirmation returned (the join's top-up was still unpaid).

Invariants, for a joining adult or child (EN / KH / ZH names): the quote's ``joining`` line of each named joiner
carries their name, and every figure of the quote is the one the same change quotes without names; the booking the
confirmation returns names them from the yes (``pending_top_up.named_joining`` while the top-up waits), and once
paid as its ``named_travellers``; a removal naming them says their name on its ``leaving`` line (again at the same price as unnamed) and,
once confirmed, they are no longer named on the booking."""

from __future__ import annotations

from typing import Any

import pytest

from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record
from tests.sandbox.test_leaver_named_payer import JOINERS, LEAVES

NAMES = {"ZH": "王建国", "EN": "Mary Smith", "KH": "សុខ ចាន់"}
VOLATILE = {"quote_id", "expires_at", "joining", "leaving", "policy", "change_terms_after_change"}


def _figures(quote: dict[str, Any]) -> dict[str, Any]:
    """Every key of a quote but its id and times, its lines without names."""
    lines = {k: [{f: v for f, v in line.items() if f != "name"} for line in quote[k]] for k in ("joining", "leaving")}
    return {**{k: v for k, v in quote.items() if k not in VOLATILE}, **lines}


@pytest.mark.parametrize("joiner", sorted(JOINERS))
@pytest.mark.parametrize("lang", sorted(NAMES))
def test_a_named_joiner_is_on_the_quote_and_the_booking_and_leaves_by_name(joiner: str, lang: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=(5,))["booking_id"]
    name = NAMES[lang]
    join = {"booking_id": bid, **JOINERS[joiner]}
    unnamed = sb.data("previewReschedule", join, lang=lang)
    quote = sb.data("previewReschedule", {**join, "add_who": [name]}, lang=lang)
    assert [line.get("name") for line in quote["joining"]] == [name], quote["joining"]
    assert _figures(quote) == _figures(unnamed)  # a name moves no figure
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]}, lang=lang)
    view = done["booking"]  # on the booking from the yes: joining once its top-up is paid, then named on it
    said = (view.get("pending_top_up") or {}).get("named_joining") or view.get("named_travellers") or []
    assert name in [t["name"] for t in said], view
    if done["payment"]:
        pay = done["payment"]["payment_intent_id"]
        assert sb.sandbox_post(f"/sandbox/payments/{pay}/succeed").status_code == 200
    assert name in {t["name"] for t in record(sb, bid)["named_travellers"]}
    leave = {"booking_id": bid, **LEAVES[joiner]}
    by_name = sb.data("previewReschedule", {**leave, "remove_who": [name]}, lang=lang)
    assert [line.get("name") for line in by_name["leaving"]] == [name], by_name["leaving"]
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": by_name["quote_id"]}, lang=lang)
    assert name not in {t["name"] for t in record(sb, bid).get("named_travellers") or []}


def test_a_join_withdrawn_unpaid_names_nobody() -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    quote = sb.data("previewReschedule", {"booking_id": bid, "add_adults": 1, "add_who": ["王建国"]})
    done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})
    assert done["payment"] is not None
    sb.data("withdrawTopUp", {"booking_id": bid})
    assert "王建国" not in {t["name"] for t in record(sb, bid).get("named_travellers") or []}
