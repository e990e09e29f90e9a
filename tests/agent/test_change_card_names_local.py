"""A change card names its add-ons in the quote's language (relay 52 req 34: a Khmer card read "Adds: Sunset cruise
off Kep", the catalogue's English key, beside the Khmer name the same quote gave: "ហ្នឹងកាតសរសេរ … ជាអង់គ្លេស").

Over an add-on asked by its catalogue key or by its local name, beside one the booking keeps, in KH and ZH: the card's
"Adds" names it by the quote's own name for it (its ``name``), never the English key; a join beside the kept add-on
lists no add-on."""

from __future__ import annotations

from typing import Any

import pytest

from agent.quote_card import quote_frame
from sandbox.i18n import tr
from tests.agent.contract_support import new_state
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record

KEPT, ASKED = "Apsara dance show with dinner", "Tonle Sap boat trip to Kampong Phluk"


def _card(sb: Sandbox, bid: str, language: str, **change: Any) -> dict[str, Any]:
    data = sb.data("previewReschedule", {"booking_id": bid, **change}, lang=language)
    frame = quote_frame("", data, new_state(preferred_language=language), "previewReschedule")
    assert frame is not None
    return frame.frame()["details"]


@pytest.mark.parametrize("language", ["KH", "ZH"])
def test_a_change_card_names_its_add_ons_in_the_quotes_language(language: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=(7,))["booking_id"]
    kept = sb.data("previewReschedule", {"booking_id": bid, "add_activities": [KEPT]})
    sb.data("confirmReschedule", {"booking_id": bid, "quote_id": kept["quote_id"]})
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed")
    assert record(sb, bid)["status"] == "CONFIRMED"
    for asked in (ASKED, tr(ASKED, language)):  # the catalogue's key or the name the model read
        details = _card(sb, bid, language, add_activities=[asked])
        assert details.get("add_activities") == [tr(ASKED, language)], (language, details)
    joined = _card(sb, bid, language, add_adults=1)  # the kept add-on is neither added nor taken off
    assert not {"add_activities", "remove_activities"} & joined.keys(), joined
