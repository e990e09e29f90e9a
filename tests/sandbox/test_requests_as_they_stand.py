"""A booking's special-requests text, and the card drawn from it, say exactly the requests still standing (relay 62
req 48: the 5-person car request, "…请安排够大的车；需要1个适合2岁宝宝的儿童安全座椅", was withdrawn beside the 4-person
one asking for the same child seat; the text lost the seat clause while request 7 still asked for it, the traveller
saw the seat vanish from the card, and the model re-added it as a request of its own, then listed it twice).

Invariant, after any sequence of addBookingRequest / withdrawSpecialRequest on a booking whose requests share
clauses, for the booking record's ``special_requests``, every withdraw / add answer's, and the session's
``booking_special_requests`` the card shows:
- every clause of every request not withdrawn is said (in its words, or within a longer clause);
- no clause is said twice (none says another);
- nothing else is said: each clause is one a standing request says (a withdrawn request takes its own words
  with it, never a clause a standing request shares).
And a request the standing ones already say (the same words, or within one of them) is said once: no new item,
the answer names the standing request(s) that ask it.
"""

from __future__ import annotations

from typing import Any, Optional

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.booking_card import card_of
from agent.quote_changes import says, sentence_key, sentences
from agent.side_effects import apply_side_effects
from agent.special_requests import live_text, settled_withdraws, without
from agent.state import AgentState, ConversationState
from agent.tools.calls import ToolOutcome
from agent.tools.dispatch import run_local
from agent.tools.late_requests import booking_request_body, with_booking_answer
from tests.agent.contract_support import NOW, new_state
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import paid, record

ADD, WITHDRAW, PREFERENCES = "addBookingRequest", "withdrawSpecialRequest", "updateTravellerPreferences"
WITHDRAWN = "WITHDRAWN_BY_TRAVELLER"
SEAT = "需要1个适合2岁宝宝的儿童安全座椅"
CAR_5 = "5人（含2岁宝宝）加行李，请安排够大的车"
CAR_4 = "4人（含1位老人和2岁宝宝）加行李，请安排够大的车"
# clauses that requests share, one inside another, in Chinese and English
CLAUSES = [
    CAR_5,
    CAR_4,
    SEAT,
    "酒店需要婴儿床（baby cot）",
    "A quiet room away from the lift",
    "Room away from the lift",
    "Vegetarian meals for my mother",
]
REQUEST = st.tuples(
    st.lists(st.sampled_from(CLAUSES), min_size=1, max_size=3, unique=True),
    st.sampled_from(["；", "; ", "。", ". "]),
    st.sampled_from(["", "。", "."]),
).map(lambda t: t[1].join(t[0]) + t[2])
STEP = st.one_of(st.tuples(st.just("add"), REQUEST), st.tuples(st.just("withdraw"), st.integers(1, 8)))


def _keys(text: Optional[str]) -> list[str]:
    return [sentence_key(p) for p in sentences(text)]


def standing(items: list[dict[str, Any]]) -> list[str]:
    return [str(i["request"]) for i in items if i.get("status") != WITHDRAWN]


def assert_as_they_stand(text: Optional[str], items: list[dict[str, Any]], where: str) -> None:
    said, live = _keys(text), [k for r in standing(items) for k in _keys(r)]
    lost = [k for k in live if not any(says(s, k) for s in said)]
    assert not lost, (where, "a standing request's clause is not said", lost, text)
    twice = [(a, b) for i, a in enumerate(said) for j, b in enumerate(said) if i != j and says(a, b)]
    assert not twice, (where, "a clause is said twice", twice, text)
    stray = [s for s in said if not any(says(k, s) for k in live)]
    assert not stray, (where, "a clause no standing request says", stray, text)


def _session(booking_id: str) -> ConversationState:
    state = new_state(state=AgentState.POST_BOOKING, booking_id=booking_id, booking_ref="DLG-X")
    state.payment_status = "CONFIRMED"
    return state


def _add(sb: Sandbox, state: ConversationState, text: str) -> dict[str, Any]:
    """The traveller's request as the workflow adds it: the model's updateTravellerPreferences, then the backend."""
    local = run_local(state, "toolu_a", PREFERENCES, {"special_needs": text}, [], NOW)
    body = booking_request_body(state, local)
    assert body is not None, local.result
    answer = sb.call(ADD, {**body, "user_id": "user-a"}).json()
    with_booking_answer(local, answer, state)
    return answer


def _withdraw(sb: Sandbox, state: ConversationState, number: int) -> dict[str, Any]:
    inp = {"booking_id": state.booking_id, "request_number": number}
    answer = sb.call(WITHDRAW, {**inp, "user_id": "user-a"}).json()
    apply_side_effects(state, WITHDRAW, inp, answer, NOW)
    return answer


def _card(state: ConversationState) -> Optional[str]:
    return card_of(state, "paid").special_requests


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(STEP, min_size=1, max_size=8))
def test_the_text_and_the_card_say_exactly_the_standing_requests(sb: Sandbox, steps: list[tuple[str, Any]]) -> None:
    booking_id = paid(sb)["booking_id"]
    state = _session(booking_id)
    for kind, arg in steps:
        before = record(sb, booking_id).get("special_request_items") or []
        if kind == "add":
            answer = _add(sb, state, arg)
            data = answer["data"]
            items = data["special_request_items"]
            if data.get("already_on_the_booking"):  # said once: no new item, the standing ones that ask it named
                assert len(items) == len(before), (arg, items)
                assert all(items[i["number"] - 1]["status"] != WITHDRAWN for i in data["already_on_the_booking"])
            else:
                assert len(items) == len(before) + 1 and items[-1]["request"] == arg.strip()
        elif arg <= len(before):
            answer = _withdraw(sb, state, arg)
            data = answer["data"]
            assert_as_they_stand(data["special_requests"], data["special_request_items"], f"withdraw {arg}")
        else:
            continue
        rec = record(sb, booking_id)
        assert_as_they_stand(rec.get("special_requests"), rec["special_request_items"], f"{kind} {arg}: the booking")
        assert state.booking_special_requests == rec.get("special_requests"), (kind, arg)  # the session's: the card's
        assert_as_they_stand(_card(state), rec["special_request_items"], f"{kind} {arg}: the card")


def test_a_withdrawn_request_leaves_the_clause_a_standing_one_shares(sb: Sandbox) -> None:
    """Relay 62 req 48, replayed: the seat stays on the card with the 4-person request that asks it."""
    booking_id = paid(sb)["booking_id"]
    state = _session(booking_id)
    _add(sb, state, "酒店需要婴儿床（baby cot）。")
    _add(sb, state, f"{CAR_5}；{SEAT}")
    _add(sb, state, f"{CAR_4}；{SEAT}")
    out = _withdraw(sb, state, 2)["data"]
    assert SEAT in out["special_requests"] and CAR_4 in out["special_requests"] and CAR_5 not in out["special_requests"]
    assert SEAT in (_card(state) or "") and CAR_5 not in (_card(state) or "")
    # the traveller asks for the seat again: it is said once, by request 3, which asks it
    again = _add(sb, state, SEAT)["data"]
    assert [i["number"] for i in again["already_on_the_booking"]] == [3] and again["added"] is None
    assert len(again["special_request_items"]) == 3
    assert (_card(state) or "").count(SEAT) == 1


def test_a_request_said_within_a_standing_one_is_not_a_new_item_and_the_model_is_told_which(sb: Sandbox) -> None:
    booking_id = paid(sb)["booking_id"]
    state = _session(booking_id)
    _add(sb, state, "A quiet room away from the lift. Vegetarian meals for my mother.")
    local = run_local(state, "toolu_b", PREFERENCES, {"special_needs": "Room away from the lift"}, [], NOW)
    body = booking_request_body(state, local)
    assert body is not None
    answer = sb.call(ADD, {**body, "user_id": "user-a"}).json()
    read = with_booking_answer(local, answer, state).result["data"]["booking_request"]
    assert read["on_the_booking_at_the_operator"] is True
    assert [i["number"] for i in read["already_asked_by"]] == [1] and read["already_asked_by"][0]["status"]
    assert "said once" in read["note"]
    assert len(record(sb, booking_id)["special_request_items"]) == 1


def test_the_sessions_needs_keep_what_a_standing_request_still_asks() -> None:
    """The withdraw's side effect on the session's own needs: the seat need stays while request 2 asks it."""
    state = _session("bk_1")
    state.special_needs = f"{CAR_5}。 {SEAT}。 {CAR_4}。"
    items = [
        {"number": 1, "request": f"{CAR_5}；{SEAT}", "status": WITHDRAWN},
        {"number": 2, "request": f"{CAR_4}；{SEAT}", "status": "AWAITING_OPERATOR"},
    ]
    data = {
        "booking_id": "bk_1",
        "withdrawn": True,
        "withdrawn_request": items[0],
        "special_requests": f"{SEAT}。 {CAR_4}；",
        "special_request_items": items,
    }
    inp = {"booking_id": "bk_1", "request_number": 1}
    apply_side_effects(state, WITHDRAW, inp, {"success": True, "data": data}, NOW)
    assert SEAT in (state.special_needs or "") and CAR_4 in (state.special_needs or "")
    assert CAR_5 not in (state.special_needs or "")


def test_withdraws_side_by_side_settle_to_the_standing_requests() -> None:
    """Two withdrawals answered side by side, each result blind to the other (agent.special_requests
    settled_withdraws): once settled, each result's text says the request between them, which shares a clause
    with both."""
    requests = [
        "Vegetarian meals for my mother; A quiet room away from the lift",
        "A quiet room away from the lift; 酒店需要婴儿床（baby cot）",
        f"酒店需要婴儿床（baby cot）; {SEAT}",
    ]
    batch = []
    for n, number in enumerate((1, 3)):  # each call as if alone on the booking
        sb = Sandbox()
        booking_id = paid(sb)["booking_id"]
        for text in requests:
            assert sb.call(ADD, {"booking_id": booking_id, "request": text, "user_id": "user-a"}).json()["success"]
        answer = sb.call(WITHDRAW, {"booking_id": booking_id, "request_number": number, "user_id": "user-a"}).json()
        answer["data"]["booking_id"] = "bk_same"  # one booking (two sandboxes stand for its two moments)
        batch.append(ToolOutcome(tool_use_id=f"t{n}", name=WITHDRAW, result=answer))
    for outcome in settled_withdraws(batch):
        data = outcome.result["data"]
        assert [i["status"] == WITHDRAWN for i in data["special_request_items"]] == [True, False, True]
        assert_as_they_stand(data["special_requests"], data["special_request_items"], outcome.tool_use_id)


@given(requests=st.lists(REQUEST, min_size=1, max_size=5), said=st.data())
def test_withdrawing_from_any_text_takes_only_the_withdrawn_requests_own_words(requests: list[str], said: Any) -> None:
    """agent.special_requests.without on any text holding some of the requests (a booking's text, or a summary's
    that never had the later ones): what a standing request says and the text said stays said, nothing the text
    did not say comes in, and the withdrawn request's own words go."""
    removed = said.draw(st.sampled_from(requests))
    live = [r for r in requests if r is not removed]
    text = live_text(said.draw(st.lists(st.sampled_from(requests), min_size=1, max_size=5)))
    out = without(text, removed, live)
    was, now = _keys(text), _keys(out)
    for key in (k for r in live for k in _keys(r)):
        if any(says(s, key) for s in was):
            assert any(says(s, key) for s in now), (key, text, out)
    assert all(any(says(s, k) for s in was) for k in now), (text, out)  # nothing new
    own = [k for k in _keys(removed) if not any(says(lk, k) for r in live for lk in _keys(r))]
    assert not [k for k in own if k in now], (own, out)
