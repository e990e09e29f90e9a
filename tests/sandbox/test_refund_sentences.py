"""Every sentence that says where a refund goes names WHICH refund it describes and the day each payment was
made as the traveller lived it (relay 42 req 27 and 30: one result said the whole $159.20 goes to the booking
payment, then split a cancellation across two payments, both "on 2026-11-29" for payments made on 30 November
in Cambodia). For every trip change (join, leave, longer, shorter, an add-on, a move), every payment hour and
every language: each ``refunds_go_to`` opens with its refund (this change's, this cancellation's or a
cancellation today's) and that refund's amount, two sentences in one result never describe the same refund, and
every payment day in them is the Cambodia-time day of the payment, never its UTC day when they differ.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Any, Iterator

from hypothesis import HealthCheck, given, settings, strategies as st

from sandbox import policy, refund_to_words
from sandbox.i18n import trf
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import at_ict, record
from tests.sandbox.test_refund_for_what import ADD_ONS

CHANGES = st.lists(
    st.sampled_from(["join", "join_child", "leave", "leave_child", "longer", "shorter", "add_on", "move"]),
    min_size=1,
    max_size=3,
)


def sentences(value: Any) -> Iterator[str]:
    """Every ``refunds_go_to`` sentence a result carries, at any depth."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "refunds_go_to" and isinstance(item, str) and item != policy.REFUNDS_GO_TO:
                yield item
            else:
                yield from sentences(item)
    elif isinstance(value, list):
        for item in value:
            yield from sentences(item)


def openings(language: str) -> list[str]:
    """How each refund's sentence opens, up to its amount, in ``language``."""
    return [trf(text, language, amount="\0").split("\0")[0] for text in refund_to_words.REFUND_WHICH.values()]


def check(result: dict[str, Any], language: str, payments: list[dict[str, Any]]) -> None:
    said = sorted(set(sentences(result)))  # a booking inside a result may repeat its own sentence word for word
    # the booking object's own sentence is in English (a booking view has no language yet)
    heads = [next((o for o in openings(language) + openings("EN") if s.startswith(o)), None) for s in said]
    assert None not in heads, (said, language)  # each names the refund it describes, with its amount
    assert len(set(heads)) == len(heads), said  # two different sentences never describe the same refund
    for s in said:
        for p in payments:
            paid = datetime.fromisoformat(p["at"])
            utc_day, local_day = paid.date().isoformat(), policy.today_ict(paid).isoformat()
            if utc_day != local_day:
                assert utc_day not in s, (s, p)  # the UTC day of a payment made the next day in Cambodia


def change_for(step: str, booking: dict[str, Any]) -> dict[str, Any]:
    end = date.fromisoformat(booking["end_date"])
    if step == "join":
        return {"add_adults": 1}
    if step == "join_child":
        return {"add_children_ages": [8]}
    if step == "leave":
        return {"remove_adults": 1} if booking["group"]["adults"] > 1 else {}
    if step == "leave_child":
        ages = booking["group"]["children_ages"]
        return {"remove_children_ages": [ages[0]]} if ages else {}
    if step == "longer":
        return {"new_end_date": (end + timedelta(days=1)).isoformat()}
    if step == "shorter":
        return {"new_end_date": (end - timedelta(days=1)).isoformat()}
    if step == "add_on":
        return {"add_activities": [ADD_ONS[0]]}
    start = date.fromisoformat(booking["travel_date"]) + timedelta(days=2)
    return {"new_travel_date": start.isoformat(), "new_end_date": (end + timedelta(days=2)).isoformat()}


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=CHANGES, language=st.sampled_from(["EN", "KH", "ZH"]), hour=st.sampled_from([0, 3, 6, 7, 12, 23]))
def test_each_refund_sentence_names_its_refund_and_the_cambodian_day(
    steps: list[str], language: str, hour: int
) -> None:
    sb = Sandbox()
    sb.clock.now = at_ict("2026-03-30", hour)  # before 07:00 in Cambodia it is still the day before in UTC
    made = sb.book("trip_001", people=None, adults=3, children_ages=[9], user_id="user-a")
    bid = made["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    for step in steps:
        change = change_for(step, record(sb, bid))
        if not change:
            continue
        resp = sb.call("previewReschedule", {"booking_id": bid, "language": language, **change})
        if resp.status_code != 200:
            continue  # a length the plan cannot have, an add-on already there
        quote = resp.json()["data"]
        check(quote, language, record(sb, bid)["payments"])
        done = sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"], "language": language})
        check(done, language, record(sb, bid)["payments"])
        if done["payment"]:  # the top-up paid at once, at the same hour of the day
            pi = done["payment"]["payment_intent_id"]
            assert sb.sandbox_post(f"/sandbox/payments/{pi}/succeed").status_code == 200
    booking = record(sb, bid)
    check(booking, "EN", booking["payments"])
    cancel = sb.data("previewCancellation", {"booking_id": bid, "language": language})
    check(cancel, language, booking["payments"])
