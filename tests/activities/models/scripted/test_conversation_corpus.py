"""The whole-conversation corpus (``tests/corpus/conversations/*.yaml``, issue 25) against the real
sandbox backend: each conversation, message by message, ends at PAYMENT with the booking it
expects (trip, dates, group, pickup, name, phone).

``.venv/bin/pytest tests/activities/models/scripted/test_conversation_corpus.py -s`` prints the size
per language and the pass rate."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime, time
from typing import Any

import pytest

from activities.models.scripted import ScriptedModel
from agent.state import AgentState, ConversationState
from tests.activities.models.scripted.sandbox_support import SandboxBackend
from tests.corpus.conversation_files import LANGUAGES, Conversation, load
from tests.scripted_support import run_turn

CORPUS = load()
MINIMUM = {"EN": 20, "KH": 10, "ZH": 10}


def booked(body: dict[str, Any]) -> dict[str, Any]:
    """The createBooking body the backend got, in the corpus' ``expect`` terms."""
    return {
        "trip_id": body.get("trip_id"),
        "start_date": body.get("travel_date"),
        "end_date": body.get("end_date"),
        "adults": body.get("adults", body.get("people_count")),
        "children_ages": list(body.get("children_ages") or []),
        "pickup": body.get("pickup_location"),
        "name": body.get("customer_name"),
        "phone": body.get("customer_phone"),
    }


async def play(conversation: Conversation) -> tuple[ConversationState, SandboxBackend, list[str]]:
    """Every message of the conversation, in order; the state, the backend and a transcript."""
    now = datetime.combine(conversation.today, time(9, 0), tzinfo=UTC)
    state = ConversationState.new(
        "0b7e2c1e-0000-4000-8000-0000000c0de5", now, user_id="u1", language=conversation.language
    )
    model, backend, transcript = ScriptedModel(), SandboxBackend(now), []
    for message in conversation.messages:
        log = await run_turn(model, state, message, backend, now)
        transcript += [f"> {message}", f"[{state.state.value}] {' '.join(log.tools)}", log.final_text]
    return state, backend, transcript


def test_the_corpus_is_large_enough_in_every_language():
    sizes = Counter(c.language for c in CORPUS)
    print("\nconversation corpus:", ", ".join(f"{lang} {sizes[lang]}" for lang in LANGUAGES))
    assert all(sizes[lang] >= MINIMUM[lang] for lang in LANGUAGES), sizes
    assert len({c.id for c in CORPUS}) == len(CORPUS)


@pytest.mark.parametrize("conversation", CORPUS, ids=[c.id for c in CORPUS])
async def test_the_conversation_ends_at_payment_with_the_expected_booking(conversation: Conversation):
    state, backend, transcript = await play(conversation)
    story = "\n".join(transcript)
    assert state.state == AgentState.PAYMENT, story
    got = booked(backend.sent("createBooking"))
    wanted = dict(conversation.expect)
    if "trip_id" not in wanted:
        got.pop("trip_id")
    assert got == wanted, story


@pytest.mark.parametrize(
    ("body", "complaint"),
    [
        ("id: bad\nlanguage: EN\nmessages: [hi, yes]\nexpect: {}\n", "messages must be"),  # yes: a boolean
        ("id: bad\nlanguage: FR\nmessages: [hi]\nexpect: {}\n", "language must be"),
        ("id: other\nlanguage: EN\nmessages: [hi]\nexpect: {}\n", "id must be the file name"),
        ("id: bad\nlanguage: EN\nmessages: [hi]\nexpect: {name: X}\n", "expect needs"),
    ],
)
def test_a_malformed_conversation_file_is_named_with_what_is_wrong(tmp_path, body, complaint):
    (tmp_path / "bad.yaml").write_text(body, encoding="utf-8")
    with pytest.raises(ValueError, match=complaint) as raised:
        load(tmp_path)
    assert "bad.yaml" in str(raised.value)
