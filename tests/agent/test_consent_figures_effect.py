"""A yes to figures shown for information carries to the quote re-issued with the same effect, whatever the inputs
echoed (agent.consent_figures ``ECHOES``; patch information-yes-carries-same-effect). A model run: the sunset boat
previewed for information with no day (the backend placed it on day 1), "可以，就加这个日落游船，第1天就行。", then the
change quote with "day": 1: same $108, same day 1, but its lines' ``details`` echoed ``day: 1`` and the traveller
had to confirm a second, identical card.

Invariant, over pairs of quotes built from an effect (amounts, refund, dates, the add-on, its day, its takers and
their prices, the itinerary) and the echo of the inputs behind it (the name as typed, the day asked, for_adults
given or not, why the day was chosen): the re-issued quote carries the yes exactly when the two effects are the
same; the echoes never decide. Sessions recorded before the patch compare the echoes as before."""

from __future__ import annotations

import inspect
from typing import Any, Optional

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.aftercare import HANDLERS, ledger
from agent.consent import hear, mark_shown
from agent.tools.guards import guard_call
from sandbox.data.trips import TRIPS
from tests.agent.test_consent_figures import NOW, paid_state
from tests.sandbox.support import Sandbox

PATCHES = list(inspect.signature(hear).parameters)[5:]
QUESTION = "奥特斯海上日落游船：2位大人和9岁、15岁两个孩子，共补$108，会安排在第1天傍晚。需要我为您加上吗？"
YES = "可以，就加这个日落游船，第1天就行。"  # the played yes: it names the day the default already had
ADULTS = [{"who": "adult", "price_usd": 30.0}] * 2
CHILDREN = [{"who": "child", "age": 9, "price_usd": 18.0}, {"who": "child", "age": 15, "price_usd": 30.0}]

effects = st.fixed_dictionaries(
    {
        "amount_due_usd": st.sampled_from([60.0, 108.0]),
        "refund_usd": st.sampled_from([0.0, 30.0]),
        "travel_date": st.sampled_from(["2027-01-09", "2027-01-10"]),
        "activity": st.sampled_from(["Sunset cruise off Otres", "Khmer cooking class"]),
        "day": st.integers(1, 3),
        "takers": st.sampled_from([ADULTS, ADULTS + CHILDREN]),
    }
)
echoes = st.fixed_dictionaries(
    {
        "typed": st.sampled_from(["奥特斯海上日落游船", "Sunset cruise off Otres", "日落游船"]),
        "asked_day": st.sampled_from([None, 1, 2, 3]),
        "for_adults": st.sampled_from([None, 2]),
        "because": st.sampled_from(
            ["No day was asked: day 1 already visits the place it names.", "第1天是您要的那天。"]
        ),
    }
)


def quote(effect: dict[str, Any], echo: dict[str, Any], qid: str, purpose: str) -> tuple[dict, dict]:
    """A previewReschedule call (its input) and its result, doing ``effect`` and echoing ``echo``."""
    asked = {"day": echo["asked_day"]} if echo["asked_day"] else {}
    adults = {"for_adults": echo["for_adults"]} if echo["for_adults"] else {}
    inp = {"add_activities": [echo["typed"]], **asked, **adults, "purpose": purpose}
    placed = {"activity": effect["activity"], "day": effect["day"], "day_chosen_because": echo["because"]}
    if echo["asked_day"] and echo["asked_day"] != effect["day"]:
        placed["asked_day"] = echo["asked_day"]
    line = {
        "type": "add_activity",
        "details": {"activity": echo["typed"], **asked, **adults},
        "price_usd": 30.0,
        "price_per_taker": effect["takers"],
        "price_for_those_taking_part_usd": sum(t["price_usd"] for t in effect["takers"]),
    }
    data = {
        "quote_id": qid,
        "purpose": purpose,
        "amount_due_usd": effect["amount_due_usd"],
        "refund_usd": effect["refund_usd"],
        "changes": ["activity"],
        "proposed": {
            "travel_date": effect["travel_date"],
            "added_activities": [effect["activity"]],
            "added_activities_days": [placed],
            "customizations_per_adult": [line],
            "itinerary_days": [
                {"day": d, "activities": [effect["activity"]] if d == effect["day"] else []} for d in (1, 2, 3)
            ],
        },
    }
    return inp, data


def carried(shown: tuple[dict, dict], reissued: tuple[dict, dict], rule: bool = True) -> Optional[str]:
    """The confirming call's refusal code (None: it goes ahead) for ``reissued`` after a yes to ``shown``, shown
    for information."""
    state = paid_state()
    state.figures_effect, state.activity_action = rule, True  # as in sessions of today's workflow
    HANDLERS["previewReschedule"](state, *shown, NOW)
    mark_shown(state, seq=10)
    state.messages = [{"role": "assistant", "content": [{"type": "text", "text": QUESTION}]}]
    state.turn += 1
    state.messages.append({"role": "user", "content": YES})
    hear(state, YES, 10, "m-yes", None, **{p: (lambda: True) for p in PATCHES})
    assert ledger(state).quotes["reschedule"].consent.answer == "yes"
    HANDLERS["previewReschedule"](state, *reissued, NOW)
    refused = guard_call("confirmReschedule", {"quote_id": reissued[1]["quote_id"], "booking_id": "bk_1"}, state)[0]
    return None if refused is None else str(refused["error"]["code"])


@settings(max_examples=200, deadline=None)
@given(effects, effects, echoes, echoes, st.booleans())
def test_the_yes_carries_exactly_when_the_effect_is_the_same(shown, other, echo_a, echo_b, same) -> None:
    reissued = shown if same else other
    verdict = carried(quote(shown, echo_a, "qt_info", "information"), quote(reissued, echo_b, "qt_act", "change"))
    assert (verdict is None) == (shown == reissued), (shown, reissued, echo_a, echo_b, verdict)
    if verdict is not None:
        assert verdict == "NEEDS_CONFIRMATION"


@settings(max_examples=60, deadline=None)
@given(effects, echoes)
def test_sessions_before_the_patch_compare_the_echoes_as_before(effect, echo) -> None:
    day_asked = {**echo, "asked_day": effect["day"]}  # the day the default already had, asked
    unasked = {**echo, "asked_day": None}
    shown, reissued = quote(effect, unasked, "qt_info", "information"), quote(effect, day_asked, "qt_act", "change")
    assert carried(shown, reissued) is None
    assert carried(shown, reissued, rule=False) == "NEEDS_CONFIRMATION"


# ------------------------------------------------------------------ the played journey, on the backend


def _paid_family() -> tuple[Sandbox, str]:
    trip = next(t["id"] for t in TRIPS if t["region"] == "Sihanoukville")
    sb = Sandbox()
    bid = sb.book(trip, people=4, user_id="user-a", adults=2, children_ages=[9, 15])["booking_id"]
    qr = sb.data("generatePaymentQR", {"booking_id": bid})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/succeed").status_code == 200
    return sb, bid


def _played(sb: Sandbox, bid: str, **change: Any) -> tuple[Optional[str], dict[str, Any]]:
    """The sunset boat for the family previewed for information with no day, the played yes, then the change quote
    with ``change``: the confirming call's refusal code and the information quote."""
    base = {"booking_id": bid, "add_activities": ["Sunset cruise off Otres"], "for_adults": 2, "language": "ZH"}
    info_in = {**base, "for_children_ages": [9, 15], "purpose": "information"}
    info = sb.data("previewReschedule", info_in)
    act_in = {**base, "for_children_ages": [9, 15], **change}
    act = sb.data("previewReschedule", act_in)
    return carried((info_in, info), (act_in, act)), info


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_the_played_boat_day_one_carries_and_another_day_or_takers_do_not(data: st.DataObject) -> None:
    sb, bid = _paid_family()
    verdict, info = _played(sb, bid, day=1)
    [placed] = info["proposed"]["added_activities_days"]
    assert placed["day"] == 1 and verdict is None  # the day the default already had: the same card, one yes
    other = data.draw(st.sampled_from([d for d in placed["days_with_room"] if d != placed["day"]]))
    assert _played(sb, bid, day=other)[0] == "NEEDS_CONFIRMATION"  # another day: its own yes
    assert _played(sb, bid, for_children_ages=[15], day=1)[0] == "NEEDS_CONFIRMATION"  # other takers, other money
