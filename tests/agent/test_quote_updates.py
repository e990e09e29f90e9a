"""A quote card that can no longer be confirmed is updated in place (issue 38, agent/quote_updates.py):
two relay travellers pressed Confirm on a dead card (answered no, replaced by a newer quote) and were
refused. Whatever happens to the quotes, every card on screen that can no longer be confirmed gets
exactly one ``quote_update`` saying why, before the frames it comes with, and a card that can still
be confirmed gets none."""

from __future__ import annotations

from datetime import timedelta
from typing import Callable

from hypothesis import given, settings, strategies as st

from agent.consent import open_quotes
from agent.frame_keys import raw_values
from agent.quote_updates import closed_state, with_quote_updates
from agent.quote_use import note_used
from tests.agent.quote_steps import (
    NOW,
    OPS,
    answer,
    booking_session,
    page_after,
    paid_session,
    preview,
    preview_and_use,
    updates,
    use,
    void,
)


def test_a_card_said_no_to_loses_its_buttons_once_and_says_declined() -> None:
    state = booking_session()
    card = preview(state, "booking", NOW)
    assert with_quote_updates(state, [card], NOW) == [card]  # drawn: nothing to update
    answer(state, "booking", "no")
    text = {"type": "text", "text": "OK, not now."}
    sent = with_quote_updates(state, [text], NOW)
    assert sent[0] == {"type": "quote_update", "text": "", "quote_id": card["quote_id"], "kind": "booking",
                       "state": "declined"} and sent[1:] == [text]  # fmt: skip
    assert with_quote_updates(state, [text], NOW) == [text]  # once


def test_a_newer_quote_replaces_the_older_card_before_the_new_one_is_drawn() -> None:
    state = booking_session()
    old = preview(state, "booking", NOW)
    with_quote_updates(state, [old], NOW)
    new = preview(state, "booking", NOW)
    sent = with_quote_updates(state, [new], NOW)
    assert [(e["type"], e["quote_id"]) for e in sent] == [("quote_update", old["quote_id"]), ("quote", new["quote_id"])]
    assert sent[0]["state"] == "replaced"


def test_a_change_quote_past_its_expiry_says_expired_and_a_confirmed_change_makes_the_other_stale() -> None:
    state = paid_session()
    move, cancel = preview(state, "reschedule", NOW), preview(state, "cancellation", NOW)
    with_quote_updates(state, [move, cancel], NOW)
    assert updates(with_quote_updates(state, [{"type": "text"}], NOW + timedelta(minutes=14))) == []
    late = with_quote_updates(state, [{"type": "text"}], NOW + timedelta(minutes=16))
    assert {(e["quote_id"], e["state"]) for e in updates(late)} == {
        (move["quote_id"], "expired"),
        (cancel["quote_id"], "expired"),
    }
    state = paid_session()
    move, cancel = preview(state, "reschedule", NOW), preview(state, "cancellation", NOW)
    with_quote_updates(state, [move, cancel], NOW)
    answer(state, "reschedule", "yes")
    use(state, "reschedule")
    done = updates(with_quote_updates(state, [{"type": "booking_update"}], NOW))
    assert {(e["quote_id"], e["state"]) for e in done} == {(move["quote_id"], "used"), (cancel["quote_id"], "changed")}


def test_the_update_frame_carries_keys_only() -> None:
    state = booking_session()
    card = preview(state, "booking", NOW)
    with_quote_updates(state, [card], NOW)
    void(state)
    [update] = updates(with_quote_updates(state, [{"type": "text", "text": "x"}], NOW))
    assert update["state"] == "changed" and raw_values(update) == []  # the page says it in its words


@settings(max_examples=150, deadline=None)
@given(
    st.booleans(),
    st.lists(st.tuples(st.sampled_from(sorted(OPS)), st.integers(min_value=0, max_value=10)), min_size=1, max_size=14),
)
def test_every_card_on_screen_can_be_confirmed_or_got_one_update_saying_why(paid: bool, steps: list) -> None:
    state = paid_session() if paid else booking_session()
    now = NOW
    drawn: set[str] = set()
    closed: dict[str, str] = {}
    live: dict[str, str] = {}
    for name, minutes in steps:
        now += timedelta(minutes=minutes)
        new = OPS[name](state, now)
        sent = with_quote_updates(state, [*new, {"type": "text", "text": "…"}], now)
        for at, update in enumerate(sent):
            if update["type"] != "quote_update":
                continue
            earlier = {e["quote_id"] for e in sent[:at] if e["type"] == "quote"}
            # a card on screen before this turn (updated before the turn's frames), or drawn by it just above
            assert update["quote_id"] in drawn | earlier and update["quote_id"] not in closed  # once
            assert not earlier or update["quote_id"] in earlier
            closed[update["quote_id"]] = update["state"]
        drawn |= {e["quote_id"] for e in new}
        live = page_after(live, sent)
        pending = {q.quote_id: k for k, q in open_quotes(state) if q.consent.answer != "no"}
        # the page's live buttons belong only to pending quotes, one per kind, each still on screen
        assert live.items() <= pending.items() and set(live) <= set(state.quote_cards)
        for quote_id, card in state.quote_cards.items():  # what stays open on screen can be confirmed
            assert quote_id not in closed and closed_state(quote_id, card, state, now) is None
        assert set(state.quote_cards) | set(closed) == drawn  # every card is open or was closed
    confirmable = {q.quote_id for _, q in open_quotes(state) if q.consent.answer != "no"}
    assert not set(closed) & confirmable - {i for i, s in closed.items() if s == "expired"}


def test_the_workflow_patch_is_asked_only_when_a_card_dies_and_a_run_without_it_sends_nothing() -> None:
    state = booking_session()
    asked: list[bool] = []

    def patch(answer: bool) -> Callable[[], bool]:
        return lambda: asked.append(answer) or answer

    card = preview(state, "booking", NOW)
    assert with_quote_updates(state, [card], NOW, patch(True)) == [card] and asked == []  # nothing died
    answer(state, "booking", "no")
    text = {"type": "text", "text": "…"}
    assert with_quote_updates(state, [text], NOW, patch(False)) == [text] and asked == [False]  # an older run
    assert state.quote_cards == {}  # the dead card is not kept either way


def test_a_quote_used_in_the_turn_that_drew_it_arrives_retired_saying_used() -> None:
    """Relay 24 req 38: previewReschedule and confirmReschedule in one turn left the card's Confirm / Not now
    live under "done", and the next turn called it "changed"."""
    state = paid_session()
    move = preview_and_use(state, "reschedule", NOW)
    sent = with_quote_updates(state, [*move, {"type": "booking_update"}], NOW)
    assert [(e["type"], e.get("quote_id")) for e in sent] == [
        ("quote", move[0]["quote_id"]),
        ("booking_update", None),
        ("quote_update", move[0]["quote_id"]),
    ]
    assert sent[-1]["state"] == "used" and state.quote_cards == {}
    assert updates(with_quote_updates(state, [{"type": "text"}], NOW)) == []  # once


def test_a_confirming_call_that_left_its_quote_open_does_not_mark_it_used() -> None:
    state = paid_session()
    card = preview(state, "reschedule", NOW)
    with_quote_updates(state, [card], NOW)
    note_used(state, "confirmReschedule", {"quote_id": card["quote_id"]})  # e.g. refused: the quote stays
    assert state.quotes_used == [] and updates(with_quote_updates(state, [{"type": "text"}], NOW)) == []
