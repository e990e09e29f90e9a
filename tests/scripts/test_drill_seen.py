"""The backend drills' product rule (scripts.benchlib.seen): every message is answered with words the
traveller can read — no raw error text, no error shown by its bare code, no line outside the session's
language — read from the whole answer as the chat page shows it, never from its last frame only (the
session closes a turn with a wordless quick-replies or quote frame after the words). The rule must
still fail: each deliberately broken answer below is caught."""

from __future__ import annotations

from typing import Any

from hypothesis import given, strategies as st

from scripts.benchlib.drills_backend import friendly
from scripts.benchlib.seen import answer_problems

MID = "3f7e8268-9211-4cfe-b406-2ec5ad803e70"
BUSY = "Sorry, I couldn't get that right now: Our booking service is busy right now — please try again in a minute."
BUSY_KH = "ប្រព័ន្ធកក់របស់យើងកំពុងរវល់នៅពេលនេះ។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេលមួយនាទី។"
REPLIES = {"type": "quick_replies", "options": [{"label": "Show me the first one", "text": "Show me the first one"}]}


def answer(*frames: dict[str, Any], mid: str = MID, seq: int = 1) -> list[dict[str, Any]]:
    """Log frames answering ``mid``, the last marked final (as workflows/session.py ``_emit`` does)."""
    out = [{**f, "reply_to": mid, "seq": seq + n} for n, f in enumerate(frames)]
    out[-1]["final"] = True
    return out


def test_words_then_a_wordless_final_frame_are_a_friendly_answer():
    assert answer_problems(answer({"type": "text", "text": BUSY}, REPLIES)) == []
    quote = {"type": "quote", "quote_id": "q1", "total_usd": 318}
    assert answer_problems(answer({"type": "text", "text": "Here is your booking summary."}, quote)) == []


def test_an_error_frame_is_read_by_its_message_as_the_page_shows_it():
    error = {"type": "error", "code": "llm_unavailable", "message": "Sorry, I can't answer just now.", "kept": True}
    assert friendly(error)
    assert answer_problems(answer(error)) == []


def test_a_raw_error_before_the_final_frame_fails():
    """The last-frame check this replaces read only the quick replies and could not see this."""
    broken = answer({"type": "text", "text": "Traceback (most recent call last): httpx.ConnectError"}, REPLIES)
    problems = answer_problems(broken)
    assert problems and "internal words" in problems[0]


def test_an_answer_without_words_fails():
    assert "no words" in " ".join(answer_problems(answer(REPLIES)))


def test_an_error_with_only_its_code_fails():
    problems = answer_problems(answer({"type": "error", "code": "llm_unavailable"}))
    assert problems and "without words" in problems[0] and "'llm_unavailable'" in problems[0]


def test_an_error_message_with_internal_words_fails():
    raw = {"type": "error", "code": "x", "message": "temporalio.exceptions.ApplicationError: 503"}
    assert not friendly(raw)
    assert answer_problems(answer(raw))


def test_english_words_on_a_khmer_session_fail_and_khmer_words_pass():
    assert answer_problems(answer({"type": "text", "text": BUSY}, REPLIES), "KH")
    assert answer_problems(answer({"type": "text", "text": BUSY_KH}, REPLIES), "KH") == []
    assert not friendly({"type": "text", "text": BUSY}, "KH")


def test_a_message_with_no_answer_fails_when_asked_for():
    assert answer_problems([], "EN", [MID]) == [f"answer to {MID[:8]}: no answer"]
    unclosed = [{"type": "text", "text": "Here are 3 trips.", "reply_to": MID, "seq": 1}]
    assert "never closed" in " ".join(answer_problems(unclosed, "EN", [MID]))


def test_a_copy_typed_twice_is_answered_by_the_first_copys_words():
    first = answer({"type": "text", "text": "Here are 3 trips."}, REPLIES)
    copy = answer({"type": "text", "text": "", "repeat_of": MID}, mid="copy-0001", seq=3)
    assert answer_problems(first + copy) == []
    assert answer_problems(copy)  # a copy of a message never answered


def test_a_wordless_background_frame_is_fine_and_a_raw_one_is_not():
    card = {"type": "booking_update", "status": "CONFIRMED", "seq": 9}
    assert answer_problems([card]) == []
    assert answer_problems([{"type": "text", "text": "errno 111 connection refused", "seq": 9}])


_WORDLESS = st.sampled_from([REPLIES, {"type": "quote", "quote_id": "q"}, {"type": "trip_cards", "trips": []}])
_INTERNAL = st.sampled_from(["Traceback (most recent call last)", "httpx.ReadTimeout", "ApplicationError"])


@given(before=st.lists(_WORDLESS, max_size=3), after=st.lists(_WORDLESS, max_size=3), raw=_INTERNAL)
def test_raw_error_text_anywhere_in_an_answer_fails(before, after, raw):
    """Wherever the raw words stand among the answer's frames, final or not, the answer fails."""
    frames = answer(*before, {"type": "text", "text": f"Sorry: {raw}"}, *after)
    assert answer_problems(frames)
    clean = answer(*before, {"type": "text", "text": BUSY}, *after)
    assert answer_problems(clean) == []
