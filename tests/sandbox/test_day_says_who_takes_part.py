"""An add-on only part of the group takes says who takes it wherever its day is shown: the plan's day line
(getTripItinerary, previewBooking's and a quote's compact days) and the itinerary card the page draws from it
(relay 62: the day-2 card named the sunset cruise and not that it was for 2 of the 4). Who is who the price
charges (sandbox/add_on_people.py ``takers``): the people named, those of the add-on's age when it has one, and
nobody singled out when the whole group takes it. Over every catalogue trip, every add-on of its region, groups
and takers, in every language; and the relay's booking replayed."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any, Optional

from hypothesis import HealthCheck, assume, given, settings, strategies as st

from agent.formatter import format_frames
from agent.state import ConversationState
from agent.tools.calls import ToolOutcome
from sandbox.add_on_people import takers
from sandbox.data.addable import addable_for
from sandbox.data.trips import TRIPS_BY_ID
from sandbox.day_titles import said
from sandbox.errors import ApiError
from sandbox.group import Group
from sandbox.i18n import tr
from sandbox.i18n.taker_texts import only_for, with_takers
from sandbox.plan import localized_plan, priced_plan
from sandbox.plan_parts import compact_days
from tests.sandbox.support import Sandbox
from tests.sandbox.test_leaver_named_payer import _paid

TRIP_IDS = sorted(TRIPS_BY_ID)
LANGS = ("EN", "KH", "ZH")
NOW = datetime(2026, 11, 25, 3, 0, tzinfo=UTC)


def card_days(trip_id: str, shown: dict[str, Any]) -> list[dict[str, Any]]:
    """The itinerary card's days the page draws for the plan ``shown`` of the session's trip."""
    state = ConversationState.new("s", NOW)
    state.selected_trip_id = trip_id
    data = {"trip_id": trip_id, "trip_name": trip_id, **shown}
    outcome = ToolOutcome(tool_use_id="t", name="getTripItinerary", result={"success": True, "data": data})
    (card,) = [f for f in format_frames("", [outcome], state) if f["type"] == "itinerary"]
    return list(card["itinerary"])


def expected_line(name: str, who: Optional[Group], lang: str, region: str) -> str:
    plain = said(name, lang, region)
    return plain if who is None else with_takers(plain, who.adults, list(who.children_ages), lang)


@st.composite
def cases(draw: st.DrawFn) -> tuple[str, Group, dict[str, Any], bool]:
    trip_id = draw(st.sampled_from(TRIP_IDS))
    adults = draw(st.integers(1, 4))
    ages = draw(st.lists(st.integers(0, 17), max_size=3))
    group = Group(adults=adults, children_ages=tuple(ages))
    add_on = draw(st.sampled_from([a.name for a in addable_for(TRIPS_BY_ID[trip_id]["region"])]))
    who = draw(st.sampled_from(["everyone", "some adults", "the children", "one of each", "the whole group"]))
    named: dict[str, Any] = {
        "everyone": {},
        "some adults": {"for_adults": draw(st.integers(1, adults)), "for_children_ages": []},
        "the children": {"for_adults": 0, "for_children_ages": ages},
        "one of each": {"for_adults": 1, "for_children_ages": ages[:1]},
        "the whole group": {"for_adults": adults, "for_children_ages": ages},
    }[who]
    return trip_id, group, {"activity": add_on, **named}, draw(st.booleans())


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=cases())
def test_an_add_on_some_take_says_who_on_every_view_of_its_day(case: tuple[str, Group, dict[str, Any], bool]) -> None:
    trip_id, group, details, longer = case
    trip = TRIPS_BY_ID[trip_id]
    raw = [*([{"type": "add_day", "details": {}}] if longer else []), {"type": "add_activity", "details": details}]
    try:
        items, plan = priced_plan(trip, raw, "EN", group=group)
        who = takers(group, items[-1])  # as the price charges it
    except ApiError:  # no day has room, or a child under its age named: refused (tests/sandbox/test_add_on_ages.py)
        assume(False)
        return
    assume(who is None or who.people_count > 0)  # nobody named: a booking's change refuses it (add_on_people.check)
    name = details["activity"]
    assume(name in plan["added_activities"])  # one the plan already holds adds nothing
    (english,) = [d for d in plan["days"] if name in d["activities"]]
    for lang in LANGS:
        region = tr(trip["region"], lang)
        line = expected_line(name, who, lang, region)
        shown = localized_plan(trip, plan, lang)
        day = shown["itinerary"][english["day"] - 1]
        assert line in day["activities"], (lang, line, day["activities"])
        if who is None:  # everyone takes it: nobody singled out, the day's effort is everyone's
            assert "effort_for_those_taking_part" not in day
            assert not any(
                a != said(name, lang, region) and a.startswith(said(name, lang, region)) for a in day["activities"]
            )
        else:  # said on the add-on's own line only, and rated for those people
            words = only_for(who.adults, list(who.children_ages), lang)
            assert [a for d in shown["itinerary"] for a in d["activities"] if words in a] == [line]
            (theirs,) = day["effort_for_those_taking_part"]
            assert (theirs["for_adults"], sorted(theirs["for_children_ages"])) == (
                who.adults,
                sorted(who.children_ages),
            )
        # previewBooking's / a quote's compact days and the itinerary card say the same line
        assert line in compact_days(shown)[english["day"] - 1]["activities"]
        assert line in card_days(trip_id, shown)[english["day"] - 1]["activities"]


def test_the_relay_booking_says_the_cruise_is_for_two_adults() -> None:
    """Relay 62 replayed: trip_008 booked for 4 adults and a 2-year-old, made a day longer, the sunset cruise added
    on day 2 for 2 adults, then one adult (the grandfather) leaves: every view of day 2 says the cruise is the 2
    adults' alone, rates it on its own and the added day lists nothing it does not leave out."""
    sb = Sandbox()
    bid = sb.book("trip_008", people=None, adults=4, children_ages=[2], user_id="user-a", lang="ZH")["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    end = date.fromisoformat(sb.data("getTripItinerary", {"booking_id": bid})["end_date"])
    _paid(sb, bid, {"new_end_date": (end + timedelta(days=1)).isoformat()})
    cruise = {"activity": "奥特斯海上日落游船", "day": 2, "for_adults": 2, "for_children_ages": []}
    _paid(sb, bid, {"add_activities": [cruise]})
    _paid(sb, bid, {"remove_adults": 1})
    booked = sb.data("getTripItinerary", {"booking_id": bid}, lang="ZH")
    day2 = booked["itinerary"][1]
    assert "奥特斯海上日落游船（仅2位成人参加）" in day2["activities"]
    assert "奥特斯海上日落游船（仅2位成人参加）" in card_days("trip_008", booked)[1]["activities"]
    (theirs,) = day2["effort_for_those_taking_part"]
    assert theirs["effort"]["note"] == "奥特斯海上日落游船: 上下船"  # its own, not the day's snorkelling
    assert "浮潜" in day2["effort"]["note"]  # the day's own notes stay the day's
    (added,) = [d for d in booked["itinerary"] if d.get("added_by_customization")]
    assert "already_in_plan" not in added
