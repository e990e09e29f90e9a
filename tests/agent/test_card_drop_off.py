"""The booking card says where and when the trip ends, as the booking's drop_off says it (createBooking's result
and the stored booking carry it: sandbox/store.py), and a card kept before the field existed compares equal."""

from __future__ import annotations

from datetime import UTC, datetime

from hypothesis import given, strategies as st

from agent.booking_card import held_frame
from agent.state import ConversationState

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
END = {"required": True, "place": "Siem Reap airport", "time": "17:00", "text": "Drop-off back at ..."}


@given(place=st.text(min_size=1, max_size=30).filter(str.strip), time=st.sampled_from(("17:00", "18:30", "21:15")))
def test_a_held_card_gives_the_booking_s_drop_off(place: str, time: str) -> None:
    data = {"booking_id": "bk_1", "booking_ref": "DLG-AAAA", "drop_off": {**END, "place": place, "time": time}}
    frame = held_frame("held", data, ConversationState(session_id="s-drop", created_at=NOW, last_active=NOW))
    assert frame is not None
    card = frame.model_dump()
    assert (card["drop_off_place"], card["drop_off_time"]) == (place, time)
