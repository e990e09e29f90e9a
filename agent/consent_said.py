"""A message read as said, for one quote (read by agent.consent): the quote's names in any case, a Khmer negation
as the statement it is, a concession or the checks before the answer, the message read plainly; and a yes beside an
order for another change, or with its money still asked, is no yes."""

from __future__ import annotations

from datetime import date
from typing import Callable, Optional, Union

from agent.booking_records import IssuedQuote
from agent.consent_agree_lead import agreement_first, conceding
from agent.consent_further import orders_another_change
from agent.consent_money_question import after_its_checks, asks_its_money
from agent.consent_names import with_shown_names
from agent.consent_plain import plainly
from agent.consent_words import QuoteKind
from agent.khmer_questions import as_stated
from agent.pickup_consent import model_said
from agent.state import BookingQuote, ConversationState

Quote = Union[BookingQuote, IssuedQuote]


def read_as_said(
    state: ConversationState,
    kind: QuoteKind,
    quote: Quote,
    read: Callable[[str], tuple[str, str]],
    reads: tuple[Callable[[], bool], Callable[[], bool], Callable[[], bool]],
    text: str,
) -> tuple[str, str]:
    """(the answer to ``quote``, the words it is read from) once read as said, conceded, after its checks, plainly."""
    reads_as_said, reads_conceded, reads_plainly = reads
    answer, said = as_said(state, text, kind, quote, read(text), read, reads_as_said)
    conceded = conceding(text)
    if answer == "unclear" and conceded != text and read(conceded)[0] == "yes" and reads_conceded():
        answer, said = as_said(state, conceded, kind, quote, read(conceded), read, reads_as_said)
    ended_on = after_its_checks(text)  # "total 1042 right? no other fees? ok, confirm"
    if answer == "unclear" and ended_on is not None and read(ended_on)[0] == "yes" and reads_conceded():
        answer, said = as_said(state, ended_on, kind, quote, read(ended_on), read, reads_as_said)
    return plainly(text, kind, answer, said, read, reads_plainly)  # agent.consent_plain


def reads_yes(
    state: ConversationState,
    kind: QuoteKind,
    quote: Quote,
    read: Callable[[str], tuple[str, str]],
    reads_as_said: Callable[[], bool],
    text: str,
) -> bool:
    """``text`` read as said is the yes to ``quote`` (what is left of a message beside a note)."""
    return as_said(state, text, kind, quote, read(text), read, reads_as_said)[0] == "yes"


def as_said(
    state: ConversationState,
    text: str,
    kind: QuoteKind,
    quote: Quote,
    heard: tuple[str, str],
    read: Callable[[str], tuple[str, str]],
    reads: Callable[[], bool],
) -> tuple[str, str]:
    """``heard`` once the message is read as said: the quote's names in any case (agent.consent_names), a Khmer
    negation closed by "ទេ" as the statement it is, not a question (agent.khmer_questions), and a yes beside an
    order for another change as no yes (agent.consent_further). ``reads`` (the workflow's patch) is asked only
    when the message has such a name, such a negation, or such a yes."""
    named = with_shown_names(text, model_said(state))
    if named != text and reads():
        heard = read(named)
    stated = as_stated(named)
    if stated != named and reads():
        negation = read(stated)
        heard = negation if negation[0] == "no" else heard  # a negation refuses; it does not ask
    if heard[0] == "yes" and _orders_another(text, kind, quote) and reads():
        return "unclear", text
    opened = agreement_first(text)  # "អត់អីទេបង … លុបចោលទៅ": it opens agreeing
    if heard[0] == "unclear" and opened != text and read(opened)[0] == "yes" and reads():
        heard = read(opened)
    actions = tuple(getattr(quote, "actions", ()))
    if heard[0] == "yes" and asks_its_money(text, kind, actions, getattr(quote, "amount_usd", None)) and reads():
        return "unclear", text  # "ok. which payment does the 234 go back to?": its money still in question
    return heard


def _orders_another(text: str, kind: QuoteKind, quote: Quote) -> bool:
    """The message orders a change ``quote`` does not contain (agent.consent_further)."""
    if isinstance(quote, BookingQuote):
        return orders_another_change(text, kind, (), days_of(quote), quote.people_count)
    moves = bool(quote.dates) and quote.dates != quote.dates_was
    return orders_another_change(text, kind, quote.actions, moves_dates=moves)


def days_of(quote: Quote) -> Optional[int]:
    """The length a booking summary gives the trip (None when it names no end, or for a change quote)."""
    if not isinstance(quote, BookingQuote) or not quote.end_date:
        return None
    return (date.fromisoformat(quote.end_date) - date.fromisoformat(quote.travel_date)).days + 1
