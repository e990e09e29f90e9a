"""A quote on screen and a traveller answering it, for the consent readings' tests: each message is heard with every
reading patch before ``patch`` (in hear's order) taken, ``patch`` answered by ``taken``, the later ones not asked;
saying a message gives the confirming call's refusal code (None: it goes ahead)."""

from __future__ import annotations

import inspect
from typing import Any, Callable, Optional

from agent.consent import hear
from agent.state import ConversationState
from tests.agent.test_consent import confirm
from tests.agent.test_yes_read_whole import quote_state

# hear's reading patches, in its order (cancellation_apart, reads_dates, … the newest last)
PATCHES = list(inspect.signature(hear).parameters)[5:]


def speaker(
    kind: str, question: str, patch: str, taken: Callable[[], bool]
) -> tuple[Callable[[str], Optional[str]], ConversationState]:
    """(say, the session) for ``kind``'s quote shown under ``question``."""
    state, confirming = quote_state(kind, question)
    before = PATCHES[: PATCHES.index(patch)]
    reads = {name: (lambda: True) for name in before} | {patch: taken}

    def say(text: str) -> Optional[str]:
        state.turn += 1
        state.messages.append({"role": "user", "content": text})
        hear(state, text, 10, f"m-{state.turn}", None, **reads)
        state.messages.append({"role": "assistant", "content": [{"type": "text", "text": question}]})
        refused: Any = confirm(state, confirming)
        return None if refused is None else refused["error"]["code"]

    return say, state
