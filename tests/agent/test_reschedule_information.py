"""A change asked about for information only can never be confirmed (relay 18 req 61: "what would we get
back if my sister didn't come?" drew a removal quote card with a live Confirm button).

previewReschedule with ``purpose: "information"`` gives a card with the figures and no buttons, in every
language; no typed yes and no button press by its id confirms it, confirmReschedule with its quote_id is
refused (session guard and backend), and it closes no quote of another kind. ``purpose: "change"`` (or
none: saved histories and existing callers) is the quote it always was."""

from __future__ import annotations

from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from agent.consent import hear, mark_shown, open_quotes
from agent.quote_card import quote_frame
from agent.quote_updates import with_quote_updates
from agent.side_effects import apply_side_effects
from agent.tools.aftercare_schemas import PREVIEW_RESCHEDULE
from agent.tools.dispatch import prepare_remote
from tests.agent.information_quotes import (
    LANGUAGES,
    assert_a_live_quote,
    assert_backend_refuses_information,
    assert_headings_in_each_language,
    assert_never_confirmable,
    assert_purpose_offered,
)
from tests.agent.test_aftercare import NOW, ok, paid_state
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family

YES = ("yes", "yes, do it", "ok go ahead", "confirm", "好的，就这样改", "确认", "បាទ ធ្វើទៅ", "យល់ព្រម")
CONFIRM = "confirmReschedule"
# a removal refunds, an addition is due: both kinds of change quote
CHANGES = (
    ({"remove_adults": 1}, {"refund_usd": 121.9, "amount_due_usd": 0.0, "amount_is": "refund"}),
    ({"add_adults": 1}, {"amount_due_usd": 159.0, "refund_usd": 0.0, "amount_is": "due"}),
)


def previewed(
    purpose: Optional[str], language: str = "EN", quote_id: str = "qt_7", change: int = 0, state: Any = None
) -> Any:
    """A paid session shown a change quote previewed with ``purpose`` (None: not given)."""
    if state is None:
        state = paid_state(turn=3)
        state.preferred_language, state.consent_rule = language, True
    asked, figures = CHANGES[change]
    inp: dict[str, Any] = {"booking_id": "bk_1", **asked} | ({"purpose": purpose} if purpose else {})
    data = {"quote_id": quote_id, **figures, "purpose": purpose or "change", "expires_at": "2026-11-23T16:02:00Z"}
    apply_side_effects(state, "previewReschedule", inp, ok(data), NOW)
    card = quote_frame("", data, state, "previewReschedule")
    mark_shown(state, 10)
    state.turn += 1  # the traveller answers in a later turn
    return state, card.frame() if card is not None else None


def confirm_refusal(state: Any, quote_id: str = "qt_7") -> Optional[str]:
    refused, _ = prepare_remote(state, CONFIRM, {"booking_id": "bk_1", "quote_id": quote_id}, [CONFIRM])
    return refused["error"]["code"] if refused else None


@settings(max_examples=40, deadline=None)
@given(
    language=st.sampled_from(LANGUAGES),
    change=st.sampled_from(range(len(CHANGES))),
    said=st.lists(st.sampled_from(YES), min_size=1, max_size=3),
    press=st.booleans(),
)
def test_an_information_change_quote_is_never_confirmable(
    language: str, change: int, said: list[str], press: bool
) -> None:
    state, card = previewed("information", language, change=change)
    assert_never_confirmable(state, card, "reschedule", said, press, confirm_refusal)
    figures = CHANGES[change][1]
    key = "refund_usd" if figures["amount_is"] == "refund" else "amount_due_usd"
    assert card["amount_is"] == figures["amount_is"] and card["amount_usd"] == figures[key]  # the figures shown


def test_the_information_card_says_what_it_is_in_each_language() -> None:
    headings = {lang: (previewed("information", lang)[1] or {}).get("heading") for lang in LANGUAGES}
    assert_headings_in_each_language(headings)
    cancel_heading = quote_frame(
        "", {"quote_id": "qt_9", "refund_usd": 1.0, "purpose": "information"}, paid_state(), "previewCancellation"
    )
    assert cancel_heading is not None and cancel_heading.frame()["heading"] != headings["EN"]


@given(
    language=st.sampled_from(LANGUAGES),
    purpose=st.sampled_from([None, "change"]),
    change=st.sampled_from(range(len(CHANGES))),
    text=st.sampled_from(YES),
)
def test_a_change_preview_is_the_quote_it_always_was(
    language: str, purpose: Optional[str], change: int, text: str
) -> None:
    state, card = previewed(purpose, language, change=change)
    assert_a_live_quote(state, card, "reschedule", text, confirm_refusal)


def test_an_information_change_closes_no_quote_of_another_kind() -> None:
    """A cancellation quote on screen stays open (and its card live) when a change is asked about."""
    state = paid_state(turn=3)
    state.consent_rule = True
    apply_side_effects(
        state, "previewCancellation", {"booking_id": "bk_1"}, ok({"quote_id": "qt_c", "refund_usd": 50.0}), NOW
    )
    cancel_card = quote_frame("", {"quote_id": "qt_c", "refund_usd": 50.0}, state, "previewCancellation")
    assert cancel_card is not None
    with_quote_updates(state, [cancel_card.frame()], NOW)
    mark_shown(state, 5)
    state.turn += 1
    state, card = previewed("information", state=state)
    assert [kind for kind, _ in open_quotes(state)] == ["cancellation"]
    assert with_quote_updates(state, [card], NOW) == [card]  # no quote_update closes the cancellation card
    assert hear(state, "yes, cancel it", seen_seq=20, message_id="m1") == ("cancellation", "yes")


def test_an_information_preview_closes_the_change_quote_before_it() -> None:
    state, _ = previewed("change", quote_id="qt_1")
    previewed("information", quote_id="qt_2", state=state)
    assert hear(state, "yes do it", seen_seq=40, message_id="m1") is None
    assert confirm_refusal(state, "qt_1") == "QUOTE_FOR_INFORMATION"


def test_the_model_is_told_of_the_purpose() -> None:
    assert_purpose_offered(PREVIEW_RESCHEDULE, ["information", "change"])


def test_the_backend_never_changes_a_booking_with_an_information_quote() -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    body = {"booking_id": bid, "remove_adults": 1}
    _, done = assert_backend_refuses_information(sb, "previewReschedule", CONFIRM, body, "change")
    assert done["rescheduled"] is True
