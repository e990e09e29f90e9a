"""The booking card states a paid booking's money as one account that adds up on its face (a traveller who saw
"paid $906.80", "total $709.67" and "refund coming $197.13" side by side asked "why does the money keep rising,
is this a scam?").

Invariant, over generated journeys against the sandbox (a paid family booking, then travellers join or leave,
an added day or add-on, top-ups paid or withdrawn, days pass and refunds complete, a cancellation), each result
applied to the session as the workflow applies it, in EN, KH (riel) and ZH (yuan): after every step the card's
``account``
- opens with what was paid and closes with the total, in that order: paid, refunded, back, to pay, total;
- adds up: paid - refunded - back + to_pay = total, to the cent;
- says the backend's own figures: paid = every payment, refunded and back = its refunds completed and on their
  way, to_pay = its balance due, total = price + charges (confirmed) or what it kept (cancelled);
- lists the total's parts only when they add up to it;
and its ``receipts``, when listed, are the account's payments and refunds exactly (the payments sum to paid, the
refunds to refunded + back), oldest first, each with its day, amount and what it was for."""

from __future__ import annotations

from typing import Any, Optional

from hypothesis import HealthCheck, example, given, settings, strategies as st

from agent.aftercare import change_withdrawn
from agent.booking_card import card_of, current_state
from agent.display import DisplayTerms, in_travellers_terms
from agent.money_frames import record_local_total
from agent.payments import apply_payment_event
from agent.side_effects import apply_side_effects
from agent.signals import PaymentEvent
from agent.state import AgentState, ConversationState
from agent.top_up_lapse import withdrawn_by_backend
from tests.agent.contract_support import new_state
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family
from tests.sandbox.test_changes import record

CENT = 0.011
ORDER = ("paid", "refunded", "back", "to_pay", "total", "kept_total")
RATES = {"EN": (None, None), "KH": ("KHR", 4100.0), "ZH": ("CNY", 7.25)}
STEPS = st.sampled_from(
    [
        {"add_adults": 1},
        {"remove_adults": 1},
        {"add_children_ages": [6]},
        {"add_activities": ["Tonle Sap boat trip"]},
        {"new_end_date": "2026-04-23"},
        {"new_travel_date": "2026-04-10", "new_end_date": "2026-04-12"},
        "pay",
        "withdraw",
        "cancel",
        "days",
    ]
)


class Journey:
    """A paid booking in the sandbox and the session that follows it through the workflow's side effects."""

    def __init__(self, language: str) -> None:
        self.sb = Sandbox()
        booking = family(self.sb, adults=2, children=(8,))
        self.bid = booking["booking_id"]
        self.currency, self.rate = RATES[language]
        self.state: ConversationState = new_state(
            state=AgentState.POST_BOOKING, booking_id=self.bid, booking_ref=booking["booking_ref"]
        )
        self.state.preferred_language = language  # type: ignore[assignment]
        self.state.payment_status = "CONFIRMED"
        self.state.quoted_total_usd = booking["total_usd"]
        self.events = 0
        record_local_total(self.state, self.shown({"success": True, "data": booking})["data"])

    def shown(self, result: dict[str, Any]) -> dict[str, Any]:
        return in_travellers_terms(result, DisplayTerms(currency=self.currency), self.rate) if self.rate else result

    def call(self, tool: str, body: dict[str, Any]) -> dict[str, Any]:
        body = {"booking_id": self.bid, **body}
        result = self.shown(self.sb.call(tool, body).json())
        apply_side_effects(self.state, tool, body, result, self.sb.clock.now)
        return result

    def step(self, step: Any) -> None:
        if step == "days":
            self.sb.clock.advance(days=6)  # as the workflow reads the booking at an unpaid change's deadline
            read = self.call("getRefundStatus", {"include_booking": True})
            booking = (read.get("data") or {}).get("booking")
            if withdrawn_by_backend(booking):
                change_withdrawn(self.state, booking)
        elif step == "pay":
            book = self.state.after_payment
            if book is None or not book.top_up_intent_id:
                return
            qr = self.call("generatePaymentQR", {})
            if not qr.get("success"):
                return
            intent = qr["data"]["payment_intent_id"]
            self.sb.sandbox_post(f"/sandbox/payments/{intent}/succeed")
            self.events += 1
            event = PaymentEvent(
                event_id=f"ev_{self.events}",
                payment_intent_id=intent,
                status="SUCCEEDED",
                booking_id=self.bid,
                amount_usd=qr["data"]["amount"],
            )
            apply_payment_event(self.state, event, self.sb.clock.now)
        elif step == "withdraw":
            self.call("withdrawTopUp", {})
        elif step == "cancel":
            quote = self.call("previewCancellation", {})
            if quote.get("success"):
                self.call("confirmCancellation", {"quote_id": quote["data"]["quote_id"]})
        else:
            quote = self.call("previewReschedule", step)
            if quote.get("success"):
                self.call("confirmReschedule", {"quote_id": quote["data"]["quote_id"]})

    def card(self) -> Optional[dict[str, Any]]:
        shown = current_state(self.state, None)
        return card_of(self.state, shown).frame() if shown else None


def assert_account_adds_up(card: dict[str, Any], backend: dict[str, Any]) -> None:
    lines = card["account"]
    assert lines, card
    names = [line["line"] for line in lines]
    head = [n for n in names if not n.startswith("part_")]
    assert head == sorted(head, key=ORDER.index) and head[0] == "paid" and head[-1] in ("total", "kept_total")
    figure = {line["line"]: line["usd"] for line in lines}
    paid, refunded, back, owed = (figure.get(k, 0.0) for k in ("paid", "refunded", "back", "to_pay"))
    total = figure.get("total", figure.get("kept_total"))
    assert abs(paid - refunded - back + owed - total) < CENT, lines  # the account adds up on its face
    # each figure is the backend's own
    assert abs(paid - backend["paid_in_total_usd"]) < CENT, (lines, backend["paid_in_total_usd"])
    assert abs(refunded - backend["refunded_usd"]) < CENT, (lines, backend["refunded_usd"])
    assert abs(back - backend["refunds_pending_usd"]) < CENT, (lines, backend["refunds_pending_usd"])
    assert abs(owed - backend["still_to_pay_usd"]) < CENT, (lines, backend["still_to_pay_usd"])
    if backend["status"] == "CANCELLED":
        assert "kept_total" in figure and abs(total - backend["kept_usd"]) < CENT, (lines, backend["kept_usd"])
    else:
        assert "total" in figure and abs(total - backend["price_with_charges_usd"]) < CENT, lines
    parts = [line["usd"] for line in lines if line["line"].startswith("part_")]
    assert not parts or (len(parts) > 1 and abs(sum(parts) - total) < CENT), lines
    if backend["status"] == "CONFIRMED" and backend["charges_usd"] > 0:
        assert abs(figure["part_trip"] - backend["total_usd"]) < CENT, lines  # the trip's price named in it
    for line in lines:
        assert line["usd"] >= 0 and (line["local"] is None or line["local"] >= 0), line


def assert_receipts_are_the_accounts(card: dict[str, Any]) -> None:
    listed = card.get("receipts")
    if not listed:
        return
    figure = {line["line"]: line["usd"] for line in card["account"]}
    payments = [e for e in listed if e["kind"] == "payment"]
    refunds = [e for e in listed if e["kind"] == "refund"]
    assert abs(sum(e["usd"] for e in payments) - figure["paid"]) < CENT, listed
    assert abs(sum(e["usd"] for e in refunds) - figure.get("refunded", 0) - figure.get("back", 0)) < CENT, listed
    days = [e["on"] for e in listed]
    assert all(days) and days == sorted(days), listed
    assert all(e["for"] for e in payments), listed  # what each payment paid for


@example(steps=[{"remove_adults": 1}, {"add_activities": ["Tonle Sap boat trip"]}, "pay", "days"], language="KH")
@example(steps=[{"add_adults": 1}, "pay", {"remove_adults": 1}, "cancel"], language="ZH")
@example(steps=[{"new_travel_date": "2026-04-10", "new_end_date": "2026-04-12"}, "days", "cancel"], language="EN")
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(STEPS, min_size=1, max_size=6), language=st.sampled_from(["EN", "KH", "ZH"]))
def test_the_cards_money_is_one_account_that_adds_up(steps: list[Any], language: str) -> None:
    journey = Journey(language)
    for step in steps:
        journey.step(step)
        card = journey.card()
        assert card is not None
        backend = record(journey.sb, journey.bid)
        assert_account_adds_up(card, backend)
        assert_receipts_are_the_accounts(card)


def test_three_payments_and_a_refund_on_its_way_read_as_one_account() -> None:
    """Two joins paid, then one of them leaves: three payments, a refund on its way, listed one by one."""
    journey = Journey("EN")
    for step in ({"add_adults": 1}, "pay", {"add_activities": ["Tonle Sap boat trip"]}, "pay", {"remove_adults": 1}):
        journey.step(step)
    journey.sb.clock.advance(hours=1)
    card = journey.card()
    assert card is not None
    names = [line["line"] for line in card["account"]]
    assert names[:3] == ["paid", "back", "total"], names
    listed = card["receipts"]
    assert [e["kind"] for e in listed] == ["payment", "payment", "payment", "refund"], listed
    assert listed[0]["for"] == ["booking"] and listed[1]["for"] == ["group"] and listed[2]["for"] == ["activity"]
    assert listed[3]["status"] == "on_its_way" and listed[3]["for"] == ["group"] and listed[3]["expected_by"]
