"""A cancellation asked about for information only can never be confirmed (relay runs 14 and 17: "what
would I get back if I cancelled?" drew a quote card with a live Confirm button, and travellers were alarmed).

previewCancellation with ``purpose: "information"`` gives a card with the figures and no buttons, in every
language; no typed yes and no button press by its id confirms it, and confirmCancellation with its quote_id
is refused. A preview with ``purpose: "cancel"`` (or none: saved histories and existing callers) is the quote
it always was: buttons, and a yes confirms it."""

from __future__ import annotations

from typing import Any, Optional

from hypothesis import given, settings, strategies as st

from agent.consent import hear, mark_shown
from agent.quote_card import quote_frame
from agent.side_effects import apply_side_effects
from agent.tools.dispatch import prepare_remote
from agent.tools.schemas import PREVIEW_CANCELLATION
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

YES = ("yes", "yes, cancel it", "ok go ahead", "confirm", "好的，取消吧", "确认", "បាទ លុបចោលទៅ", "យល់ព្រម")
CONFIRM = "confirmCancellation"


def previewed(purpose: Optional[str], language: str = "EN", quote_id: str = "qt_7") -> Any:
    """A paid session shown a cancellation quote previewed with ``purpose`` (None: not given)."""
    state = paid_state(turn=3)
    state.preferred_language, state.consent_rule = language, True
    inp: dict[str, Any] = {"booking_id": "bk_1"} | ({"purpose": purpose} if purpose else {})
    data = {"quote_id": quote_id, "refund_usd": 129.0, "refund_pct": 50, "kind": "cancellation"}
    data |= {"purpose": purpose or "cancel"}
    apply_side_effects(state, "previewCancellation", inp, ok(data), NOW)
    card = quote_frame("", data, state, "previewCancellation")
    mark_shown(state, 10)
    state.turn = 4  # the traveller answers in a later turn
    return state, card.frame() if card is not None else None


def confirm_refusal(state: Any, quote_id: str = "qt_7") -> Optional[str]:
    refused, _ = prepare_remote(state, CONFIRM, {"booking_id": "bk_1", "quote_id": quote_id}, [CONFIRM])
    return refused["error"]["code"] if refused else None


@settings(max_examples=40, deadline=None)
@given(
    language=st.sampled_from(LANGUAGES),
    said=st.lists(st.sampled_from(YES), min_size=1, max_size=3),
    press=st.booleans(),
)
def test_an_information_quote_is_never_confirmable(language: str, said: list[str], press: bool) -> None:
    state, card = previewed("information", language)
    assert_never_confirmable(state, card, "cancellation", said, press, confirm_refusal)
    assert card["amount_usd"] == 129.0 and card["details"]["refund_pct"] == 50  # the figures are shown


def test_the_information_card_says_what_it_is_in_each_language() -> None:
    assert_headings_in_each_language(
        {lang: (previewed("information", lang)[1] or {}).get("heading") for lang in LANGUAGES}
    )


@given(language=st.sampled_from(LANGUAGES), purpose=st.sampled_from([None, "cancel"]), text=st.sampled_from(YES))
def test_a_cancel_preview_is_the_quote_it_always_was(language: str, purpose: Optional[str], text: str) -> None:
    state, card = previewed(purpose, language)
    assert_a_live_quote(state, card, "cancellation", text, confirm_refusal)


def test_an_information_preview_closes_the_cancel_quote_before_it() -> None:
    state, _ = previewed("cancel", quote_id="qt_1")
    apply_side_effects(
        state,
        "previewCancellation",
        {"booking_id": "bk_1", "purpose": "information"},
        ok({"quote_id": "qt_2", "refund_usd": 129.0, "purpose": "information"}),
        NOW,
    )
    assert hear(state, "yes cancel it", seen_seq=40, message_id="m1") is None
    assert confirm_refusal(state, "qt_1") == "QUOTE_FOR_INFORMATION"


def test_the_model_is_told_of_the_purpose() -> None:
    assert_purpose_offered(PREVIEW_CANCELLATION, ["information", "cancel"])


def test_the_backend_never_cancels_with_an_information_quote() -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    cancel, done = assert_backend_refuses_information(sb, "previewCancellation", CONFIRM, {"booking_id": bid}, "cancel")
    assert done["quote_id"] == cancel["quote_id"]
