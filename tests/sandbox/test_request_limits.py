"""Special requests on a booking are never cut (issue 37: a relay saw "...get his agreement before ch"),
and one can be withdrawn (withdrawSpecialRequest) with the tour operator seeing it withdrawn."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.quote_changes import says, sentence_key, sentences
from agent.special_requests import MAX_REQUESTS_CHARS
from tests.sandbox.support import Sandbox
from tests.sandbox.test_changes import paid, record

ADD, WITHDRAW = "addBookingRequest", "withdrawSpecialRequest"
WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12)
REQUEST = (
    st.lists(WORDS, min_size=1, max_size=60)
    .map(lambda ws: " ".join(ws).capitalize() + ".")
    .filter(lambda t: len(t) <= 500)
)


def add(sb: Sandbox, booking_id: str, text: str) -> dict:
    return sb.call(ADD, {"booking_id": booking_id, "request": text, "user_id": "user-a"}).json()


def whole(text: str, within: str) -> bool:
    """Every sentence of ``text`` is said by a whole sentence of ``within`` (itself, or one saying it and more)."""
    held = [sentence_key(p) for p in sentences(within)]
    return all(any(says(h, sentence_key(p)) for h in held) for p in sentences(text))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(requests=st.lists(REQUEST, min_size=1, max_size=8))
def test_each_request_is_on_the_booking_whole_or_refused_with_a_next_step(sb: Sandbox, requests: list[str]) -> None:
    booking = paid(sb)
    kept: list[str] = []
    for text in requests:
        before = record(sb, booking["booking_id"])["special_requests"]
        answer = add(sb, booking["booking_id"], text)
        now = record(sb, booking["booking_id"])["special_requests"] or ""
        assert len(now) <= MAX_REQUESTS_CHARS
        if answer["success"]:
            kept.append(text)
            added, asked = answer["data"]["added"], answer["data"].get("already_on_the_booking")
            # a new item, or (said once) the standing requests that already ask it
            assert whole(text, now) and ((added or {}).get("request") == text or asked)
        else:  # refused whole: nothing changed, the traveller can be told why and what next
            error = answer["error"]
            assert error["code"] == "REQUESTS_FULL" and (before or "") == now
            assert error["details"]["request"] == text and error["details"]["next_step"]
            assert len(merged := f"{before} {text}") > MAX_REQUESTS_CHARS, merged
    final = record(sb, booking["booking_id"])["special_requests"] or ""
    assert all(whole(text, final) for text in kept)  # never a request cut at the end


def test_a_request_is_withdrawn_by_number_or_words_and_the_operator_sees_it(sb: Sandbox) -> None:
    booking = paid(sb)
    bid = booking["booking_id"]
    add(sb, bid, "Please ask the driver to call my son before pickup.")
    add(sb, bid, "Severe peanut allergy: no peanuts in any meal.")
    out = sb.data(WITHDRAW, {"booking_id": bid, "request": "call my son before pickup", "user_id": "user-a"})
    assert out["withdrawn"] and out["withdrawn_request"]["number"] == 1
    assert out["withdrawn_request"]["status"] == "WITHDRAWN_BY_TRAVELLER" and "operator" in out["operator_told"]
    rec = record(sb, bid)
    assert rec["special_requests"] == "Severe peanut allergy: no peanuts in any meal."
    statuses = [i["status"] for i in rec["special_request_items"]]
    assert statuses == ["WITHDRAWN_BY_TRAVELLER", "AWAITING_OPERATOR"]  # still listed for the operator
    again = sb.data(WITHDRAW, {"booking_id": bid, "request_number": 1, "user_id": "user-a"})
    assert again["withdrawn"] and record(sb, bid) == rec  # idempotent
    sb.data(WITHDRAW, {"booking_id": bid, "request_number": 2, "user_id": "user-a"})
    assert record(sb, bid)["special_requests"] is None


def test_an_unknown_request_is_refused_with_the_list_to_choose_from(sb: Sandbox) -> None:
    bid = paid(sb)["booking_id"]
    add(sb, bid, "A quiet room.")
    error = sb.error(WITHDRAW, {"booking_id": bid, "request": "a baby cot", "user_id": "user-a"}, 404)
    assert error["code"] == "NO_SUCH_REQUEST"
    assert [i["number"] for i in error["details"]["special_request_items"]] == [1]
    assert sb.error(WITHDRAW, {"booking_id": bid, "request_number": 5, "user_id": "user-a"}, 404)["details"]
