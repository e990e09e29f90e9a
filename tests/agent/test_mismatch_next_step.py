"""A confirmation refused QUOTE_MISMATCH never tells the model to confirm the other quote (relay 18 req 55:
a circus and a cooking class were priced in two previews, the traveller wanted the circus only; the
refusal's next step said "Use quote_id <the cooking class's>", the 161 USD change she had turned down).

The next step is to preview again exactly what the traveller agreed to; the quote shown last is named
only as something to confirm if it is exactly what they said yes to."""

from __future__ import annotations

from hypothesis import given, strategies as st

from agent.confirmations import check_confirmation
from agent.side_effects import apply_side_effects
from agent.tools.dispatch import prepare_remote
from tests.agent.test_aftercare import NOW, ok, paid_state

PREVIEWS = {"booking": "previewBooking", "reschedule": "previewReschedule", "cancellation": "previewCancellation"}
IDS = st.from_regex(r"qt_[0-9a-f]{6}", fullmatch=True)


def _first_sentence(text: str) -> str:
    return text.split(". ")[0]


@given(kind=st.sampled_from(sorted(PREVIEWS)), sent=IDS, shown=IDS)
def test_the_next_step_is_a_new_preview_of_what_was_agreed(kind: str, sent: str, shown: str) -> None:
    refused = check_confirmation(kind, sent, shown if shown != sent else shown + "x", 1, 2, PREVIEWS[kind])
    assert refused is not None and refused["error"]["code"] == "QUOTE_MISMATCH"
    step = refused["error"]["next_step"]
    first = _first_sentence(step)
    assert PREVIEWS[kind] in first and "exactly" in first and "agreed" in first
    assert "Use quote_id" not in step and shown not in first  # never an order to confirm the quote shown last


def test_two_add_ons_priced_one_wanted() -> None:
    state = paid_state(turn=3)
    for quote_id, activity, due in (("qt_circus", "Phare circus", 82.8), ("qt_cooking", "Cooking class", 161.0)):
        inp = {"booking_id": "bk_1", "add_activities": [activity]}
        apply_side_effects(state, "previewReschedule", inp, ok({"quote_id": quote_id, "amount_due_usd": due}), NOW)
    state.turn = 4  # "just the circus, please"
    refused, _ = prepare_remote(
        state, "confirmReschedule", {"booking_id": "bk_1", "quote_id": "qt_circus"}, ["confirmReschedule"]
    )
    assert refused is not None and refused["error"]["code"] == "QUOTE_MISMATCH"
    first = _first_sentence(refused["error"]["next_step"])
    assert "previewReschedule" in first and "qt_cooking" not in first
