"""Every change of a paid booking at the price a new booking would pay (issue 37), under the
moved-booking refund rule (sandbox/policy.py), with unpaid top-ups that can be withdrawn."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings, strategies as st

from sandbox import policy
from sandbox.data.trips import get_trip
from sandbox.park_pass import KINDS
from tests.sandbox.support import TRAVEL, Sandbox
from tests.sandbox.test_changes import at_ict, record

TRIP = get_trip("trip_001")
assert TRIP is not None
ADULT = TRIP["price_usd"]  # 189.0 for 3 days
# an 8-year-old: 60 % of the adult price without the adult's park pass, plus the child pass (sandbox/group.py share)
CHILD = round(0.6 * (ADULT - TRIP["park_pass"].adult_usd) + TRIP["park_pass"].child_usd, 2)  # 76.2
# 80 % of a day, the transfer and the pass apart (the pass is priced by the plan's temple days)
DAY_RATE = round(0.8 * (ADULT - TRIP["transfer_usd"] - TRIP["park_pass"].adult_usd) / TRIP["duration_days"], 2)


def family(sb: Sandbox, adults: int = 4, children: tuple[int, ...] = (8, 2)) -> dict[str, Any]:
    """A paid booking of trip_001 for ``adults`` and children of ``children`` ages (the grandmother's six)."""
    booking = sb.book("trip_001", people=None, adults=adults, children_ages=list(children), user_id="user-a")
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return record(sb, booking["booking_id"])


def preview(sb: Sandbox, bid: str, **change: Any) -> dict[str, Any]:
    return sb.data("previewReschedule", {"booking_id": bid, **change})


def confirm(sb: Sandbox, bid: str, quote: dict[str, Any]) -> dict[str, Any]:
    return sb.data("confirmReschedule", {"booking_id": bid, "quote_id": quote["quote_id"]})


def price_list(booking: dict[str, Any]) -> list[tuple[str, Any, float]]:
    return sorted((t["who"], t.get("age"), t["price_usd"]) for t in booking["pricing"]["travellers"])


def test_an_added_adult_pays_the_adult_price_not_the_groups_average(sb: Sandbox) -> None:
    booking = family(sb)
    bid, before = booking["booking_id"], booking["total_usd"]
    assert before == pytest.approx(4 * ADULT + CHILD)  # the toddler travels free
    for change in ({"add_adults": 1}, {"people_count": 7}):  # who joins, or the older head count
        quote = preview(sb, bid, **change)
        assert quote["amount_due_usd"] == pytest.approx(ADULT) and quote["refund_usd"] == 0
        assert quote["joining"] == [{"who": "adult", "price_usd": ADULT}]
        assert quote["changes"] == ["group"] and quote["change_fee_usd"] == 0
    done = confirm(sb, bid, quote)
    after = record(sb, bid)
    assert after["total_usd"] == pytest.approx(before + ADULT) == done["booking"]["total_usd"]
    assert after["people_count"] == 7 and after["group"]["adults"] == 5 and after["group"]["children_ages"] == [8, 2]
    assert price_list(after) == sorted([("adult", None, ADULT)] * 5 + [("child", 8, CHILD), ("child", 2, 0.0)])
    assert sum(t["price_usd"] for t in after["pricing"]["travellers"]) == pytest.approx(after["total_usd"])
    assert after["last_change"] == ["group"] and after["travel_date"] == TRAVEL  # no date moved
    assert after["balance_due_usd"] == pytest.approx(ADULT) and after["pending_top_up"]["changed"] == ["group"]


@pytest.mark.parametrize(
    "leaving, own_price",
    [({"remove_children_ages": [8]}, CHILD), ({"remove_adults": 1}, ADULT), ({"remove_children_ages": [2]}, 0.0)],
)
def test_a_traveller_who_leaves_frees_their_own_price_at_the_refund_tier(
    sb: Sandbox, leaving: dict[str, Any], own_price: float
) -> None:
    booking = family(sb)
    bid = booking["booking_id"]
    sb.clock.now = at_ict("2026-03-31", 12)  # 20 days before: 50 %
    quote = preview(sb, bid, **leaving)
    assert quote["price_difference_usd"] == pytest.approx(-own_price)
    assert quote["refund_usd"] == pytest.approx(own_price * 0.5) and quote["amount_due_usd"] == 0
    assert quote["kept_by_policy_usd"] == pytest.approx(own_price * 0.5)
    confirm(sb, bid, quote)
    after = record(sb, bid)
    assert after["people_count"] == 5 and after["charges_usd"] == pytest.approx(own_price * 0.5)
    # paid is net of refunds COMPLETED: the refund on its way is beside it, not taken off yet
    assert after["amount_paid_usd"] == pytest.approx(booking["total_usd"])
    assert after["refunds_pending_usd"] == pytest.approx(own_price * 0.5)
    assert after["balance_due_usd"] == 0


def test_a_head_count_alone_cannot_say_which_child_leaves(sb: Sandbox) -> None:
    bid = family(sb)["booking_id"]
    err = sb.error("previewReschedule", {"booking_id": bid, "people_count": 5}, 400)
    assert "remove_children_ages" in err["message"]
    assert sb.error("previewReschedule", {"booking_id": bid, "remove_children_ages": [5]}, 400)["code"] == (
        "VALIDATION_FAILED"
    )


def test_a_longer_trip_is_priced_and_planned_a_shorter_one_refused_past_its_limit(sb: Sandbox) -> None:
    booking = family(sb, adults=2, children=())
    bid = booking["booking_id"]
    longer = preview(sb, bid, new_end_date="2026-04-23")  # 3 days -> 4
    assert longer["changes"] == ["length"] and longer["proposed"]["duration_days"] == 4
    (day,) = longer["proposed"]["customizations_per_adult"]  # the added day's line holds the pass it brings
    passes = day["park_pass_change_per_adult_usd"]  # a 4th temple day: the 7-day pass, not the 3-day
    assert passes == KINDS[2].adult_usd - KINDS[1].adult_usd
    assert longer["amount_due_usd"] == pytest.approx(2 * (DAY_RATE + passes))
    assert len(longer["proposed"]["itinerary_days"]) == 4
    confirm(sb, bid, longer)
    sb.data("generatePaymentQR", {"booking_id": bid})  # the top-up QR, paid below
    top_up = next(
        i for i in record(sb, bid)["payment_intents"] if i["purpose"] == "top_up" and i["status"] == "PENDING"
    )
    assert sb.sandbox_post(f"/sandbox/payments/{top_up['payment_intent_id']}/succeed").status_code == 200
    after = record(sb, bid)
    assert (after["end_date"], len(after["itinerary_days"]), after["balance_due_usd"]) == ("2026-04-23", 4, 0)
    back = preview(sb, bid, new_end_date="2026-04-22")  # the added day is taken back, not a day removed
    assert back["price_difference_usd"] == pytest.approx(-2 * (DAY_RATE + passes))  # the 3-day pass again
    err = sb.error("previewReschedule", {"booking_id": bid, "new_end_date": "2026-04-20"}, 400)
    assert "cannot be 1 days" in err["message"] and err["details"]["next_step"]


def test_moves_cannot_raise_the_refund_tier(sb: Sandbox) -> None:
    booking = family(sb, adults=2, children=())
    bid, paid = booking["booking_id"], booking["total_usd"]
    sb.clock.now = at_ict("2026-03-31", 12)  # 20 days before: 50 %
    later = preview(sb, bid, new_travel_date="2026-06-20")  # 81 days ahead
    assert later["refund_terms_after_change"]["refund_pct_if_cancelled_today"] == 50
    assert later["refund_terms_after_change"]["tier_counts_from"] == TRAVEL
    confirm(sb, bid, later)
    cancel = sb.data("previewCancellation", {"booking_id": bid})
    assert cancel["refund_pct"] == 50 and cancel["refund_usd"] == pytest.approx(paid / 2)


def test_near_the_date_and_back_then_cancel_refunds_nothing_and_nets_the_unpaid_fee(sb: Sandbox) -> None:
    bid = family(sb, adults=2, children=())["booking_id"]
    sb.clock.now = at_ict("2026-03-31", 12)  # 20 days before
    near = preview(sb, bid, new_travel_date="2026-04-02")  # 2 days out: free now, but the refund drops
    assert near["change_fee_usd"] == 0
    assert near["refund_terms_after_change"]["refund_pct_if_cancelled_today"] == 0
    confirm(sb, bid, near)
    back = preview(sb, bid, new_travel_date=TRAVEL)  # within 7 days of the new date: a fee
    assert back["change_fee_usd"] == pytest.approx(2 * policy.LATE_CHANGE_FEE_PER_PERSON)
    # back on the original date, the original terms count again (relay 5: not lowered "for good")...
    assert back["refund_terms_after_change"]["tier_counts_from"] == TRAVEL
    # ...once the fee is paid: the figure "after change" is the booking's with its top-up paid, and says so
    # (relay 42 req 23); until then a cancellation withdraws the move back (nothing refunded), in words
    assert back["refund_terms_after_change"]["refund_if_cancelled_today_usd"] == pytest.approx(
        back["new_total_usd"] / 2
    )
    assert back["refund_terms_after_change"]["refund_if_cancelled_today_is"] == policy.ONCE_TOP_UP_PAID
    assert "refund_if_cancelled_once_top_up_paid_usd" not in back["refund_terms_after_change"]  # one figure
    assert back["refund_terms_after_change"]["until_top_up_paid"]  # the unpaid top-up, in words
    confirm(sb, bid, back)  # the fee is left unpaid
    cancel = sb.data("previewCancellation", {"booking_id": bid})
    assert cancel["refund_usd"] == 0 and cancel["refund_pct"] == 0
    assert cancel["unpaid_change_withdrawn"]["top_up_usd"] == pytest.approx(30.0)
    done = sb.data("confirmCancellation", {"booking_id": bid, "quote_id": cancel["quote_id"]})
    assert done["refund"] is None and record(sb, bid)["travel_date"] == "2026-04-02"


def test_an_unpaid_top_up_is_withdrawn_with_nothing_charged(sb: Sandbox) -> None:
    booking = family(sb)
    bid = booking["booking_id"]
    done = confirm(sb, bid, preview(sb, bid, add_adults=1, new_travel_date="2026-04-25"))
    intent = done["payment"]["payment_intent_id"]
    assert "withdrawTopUp" in done["payment"]["if_expired"]
    back = sb.data("withdrawTopUp", {"booking_id": bid})
    assert back["withdrawn"] is True and back["charged_usd"] == 0
    after = record(sb, bid)
    for key in ("travel_date", "end_date", "people_count", "total_usd", "group", "pricing", "amount_paid_usd"):
        assert after[key] == booking[key], key
    assert after["balance_due_usd"] == 0 and after["pending_top_up"] is None
    assert sb.sandbox_post(f"/sandbox/payments/{intent}/succeed").status_code == 409  # its QR is dead
    assert sb.error("withdrawTopUp", {"booking_id": bid}, 409)["code"] == "NO_TOP_UP"


def test_a_change_on_an_unpaid_one_names_both_ways_out(sb: Sandbox) -> None:
    bid = family(sb)["booking_id"]
    confirm(sb, bid, preview(sb, bid, add_adults=1))
    err = sb.error("previewReschedule", {"booking_id": bid, "add_adults": 1}, 409)
    assert err["code"] == "BALANCE_DUE" and "withdrawTopUp" in err["message"]


def test_an_extra_activity_is_priced_like_a_new_booking(sb: Sandbox) -> None:
    booking = family(sb, adults=2, children=(8,))
    bid = booking["booking_id"]
    offered = sb.data("getTripItinerary", {"trip_id": "trip_001"})["addable_activities"][0]
    quote = preview(sb, bid, add_activities=[offered["name"]])
    each = offered["price_per_adult_usd"]
    assert quote["changes"] == ["activity"]
    assert quote["amount_due_usd"] == pytest.approx(
        2 * each + round(0.6 * (ADULT + each - TRIP["park_pass"].adult_usd), 2) - CHILD
    )
    assert offered["name"] in quote["proposed"]["added_activities"]
    assert sb.error("previewReschedule", {"booking_id": bid, "add_activities": ["skydiving"]}, 400)["details"][
        "next_step"
    ]


def test_the_pickup_changes_on_the_booking_and_the_operator_is_told(sb: Sandbox) -> None:
    bid = family(sb, adults=2, children=())["booking_id"]
    done = sb.data("changePickup", {"booking_id": bid, "pickup_location": "Raffles Hotel Le Royal"})
    after = record(sb, bid)
    assert after["pickup_location"] == "Raffles Hotel Le Royal" == done["pickup_location"]
    assert done["previous_pickup_location"] == "Hotel lobby"
    # the change is made: the operator is told of it in its notes, nothing awaits their answer (relay 23
    # req 55); never a special request item (relay 22 req 40: tests/sandbox/test_operator_notes.py)
    note = sb.app.state.store.bookings[bid].operator_notes[-1]
    assert "Raffles Hotel Le Royal" in note["note"] and note["status"] == "TOLD_TO_OPERATOR"
    assert "special_request_items" not in after


@settings(max_examples=10, deadline=None)
@given(
    change=st.sampled_from(
        [{"new_end_date": "2026-04-23"}, {"new_end_date": "2026-04-21"}, {"add_activities": ["Tonle Sap boat trip"]}]
    ),
    children=st.lists(st.integers(min_value=0, max_value=11), max_size=2),
)
def test_a_change_quote_states_the_price_of_the_change_per_person(change: dict[str, Any], children: list[int]) -> None:
    """Relay 10: a longer trip's quote showed only the new full adult price, read as the price of a day.
    A quote that changes one person's price states the change's own price per adult and per child, and
    those prices times the group are the whole difference."""
    sb = Sandbox()
    booking = family(sb, adults=2, children=tuple(children))
    quote = preview(sb, booking["booking_id"], **change)
    per_adult = quote["price_difference_per_adult_usd"]
    assert per_adult == round(quote["proposed"]["price_per_adult_usd"] - quote["current"]["price_per_adult_usd"], 2)
    per_child = quote.get("price_difference_per_child", [])
    assert sorted(c["age"] for c in per_child) == sorted(children)
    whole = per_adult * quote["proposed"]["adults"] + sum(c["price_difference_usd"] for c in per_child)
    assert abs(whole - quote["price_difference_usd"]) < 0.005 * (1 + len(children)), quote
