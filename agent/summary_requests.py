"""What a booking summary's special requests are: the ones the latest previewBooking passed, the needs
told earlier joined, never a wish the booking's pickup answers.

The model may clean the requests it was shown (take a stale line off): :func:`cleaned_off` names what
it took off, and :func:`with_the_needs` joins back only the needs it did not (relay 49 req 13: a
cleaned list was joined back whole and the stale line reached the operator).

A wish about where to be picked up is the pickup, never a special request beside it.
Before a pickup is set, the traveller's hope ("Pickup preferred from Battambang; Phnom Penh is fine if
Battambang is not possible.") is recorded with the special needs; once the booking has a pickup place,
that hope is answered by it. Kept as a request it put two pickups on one summary card and sent the
operator a request contradicting the booking's own pickup (relay 49 req 10, 17). :func:`beside_pickup`
drops, from a requests text, each sentence that only says where to be picked up (EN, KH, ZH), and the
sentences right after it that go on with it without asking anything of their own. A sentence that also
asks a need ("help her into the van at pickup") or names a time ("pickup at 6:30") is a request and
stays. Pure.
"""

from __future__ import annotations

import re
from typing import Optional

from agent.booking_needs import booking_needs, says_a_need
from agent.need_overlap import unsaid
from agent.quote_changes import sentence_key
from agent.safety import safety_kind
from agent.sentences import sentences
from agent.special_requests import joined
from agent.state import ConversationState

_PICKUP = re.compile(
    r"\bpick(?:ed|ing|s)?[ -]?(?:us|them|me|her|him)?[ -]?up\b|\bpickups?\b|\bcollect(?:ed)?\s+(?:us|them|me|from)\b"
    r"|接送|来接|接我|接人|上车地点|上车点|上车"
    r"|មកទទួល|មកយក|ទទួលពី|ឡើងឡាន|ចំណុចទទួល",
    re.IGNORECASE,
)
# a time of day: the wish is about when, which a pickup place does not answer
_TIME = re.compile(
    r"\d{1,2}\s*[:h.]\s*\d{2}|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|o'clock|\d+\s*点|ម៉ោង|[០-៩]+\s*:\s*[០-៩]{2}",
    re.IGNORECASE,
)


def _place_wish(sentence: str) -> bool:
    return bool(_PICKUP.search(sentence)) and not _TIME.search(sentence) and not says_a_need(sentence)


def beside_pickup(text: Optional[str], pickup: Optional[str]) -> Optional[str]:
    """``text`` without the wishes about the pickup place when the booking has a ``pickup``; ``text``
    itself when there is no pickup; None when nothing is left."""
    if not text or not pickup:
        return text
    kept: list[str] = []
    following = False  # the sentence before was a pickup wish: a sentence asking nothing goes on with it
    for s in sentences(text):
        following = _place_wish(s) or (following and not says_a_need(s) and not _TIME.search(s))
        if not following:
            kept.append(s)
    return " ".join(kept) or None


def with_the_needs(
    requests: Optional[str], state: ConversationState, cleaned: frozenset[str] = frozenset()
) -> Optional[str]:
    """``requests`` with the special needs told earlier joined (relay 20 req 28: a mobility need, reported
    to ops, was left off a booking whose summary carried only the room request, so its status could not
    be seen): every need recorded before the booking is one of its requests, but for those the model
    took off a summary (``cleaned``: :func:`cleaned_off`) and those ``requests`` already state in other words
    (agent.need_overlap). None when there are no needs left or they do not
    fit whole (the summary then says they are not on it: agent.tools.dispatch)."""
    needs = booking_needs(state.special_needs)  # never a search wish or a date (agent.booking_needs)
    needs = " ".join(s for s in sentences(needs) if sentence_key(s) not in cleaned) or None
    # only what the model's text does not already say in its own words (run 54: each need twice on the card)
    needs = unsaid(needs, requests)
    return joined(requests, needs) if needs else None


def _taken_off(passed: Optional[str], shown: tuple[Optional[str], ...]) -> set[str]:
    """The sentences of ``shown`` that ``passed`` no longer says, but a health or mobility need: one
    of those is never dropped by leaving it out (a model passing only a new request, relay 20 req 28)."""
    said = {sentence_key(s) for s in sentences(passed)}
    return {sentence_key(s) for t in shown for s in sentences(t) if sentence_key(s) not in said and not safety_kind(s)}


def cleaned_off(passed: Optional[str], state: ConversationState) -> frozenset[str]:
    """The requests the model took off: on a summary it was shown (or the session's requests), not in
    the ``special_requests`` it now passes (relay 49 req 13: a cleaned list was joined back whole)."""
    shown = (state.booking_quote.special_requests if state.booking_quote else None, state.booking_special_requests)
    return frozenset(_taken_off(passed, shown))


def without_the_cleaned(
    needs: Optional[str], requests: Optional[str], shown: tuple[Optional[str], ...]
) -> Optional[str]:
    """The session's ``needs`` without the requests a new summary (``requests``) took off those ``shown``
    before: what the model cleaned stays cleaned (no later call joins it back)."""
    gone = _taken_off(requests, shown)
    return " ".join(s for s in sentences(needs) if sentence_key(s) not in gone) or None
