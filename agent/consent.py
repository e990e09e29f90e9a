"""Consent to *this* quote: what the workflow checks before anything books or moves money.

A quote (a booking summary from previewBooking, a reschedule or cancellation quote) is confirmable
only after the traveller said yes to it:

1. The quote is **shown** when the turn that issued it has put its events in the log
   (:func:`mark_shown` records that event's ``seq``).
2. Each traveller message carries the last event its sender had seen (``last_seen_seq``: sent by the
   page and REST clients, never later than what the log held when the message arrived). A message
   whose sender had not seen the quote does not answer it: a "cancel" typed twice is not the yes to
   the refund shown between the two.
3. The answer (:func:`hear`) goes to the quote shown last that the sender had seen: a Confirm / Not
   now press names its quote; words are read by agent.consent_words. A yes is kept while the
   traveller goes on with details ("yes" then the phone number); a no closes the quote for good (a
   later "thanks" or button does not reopen it: a new preview does); an unclear message changes
   nothing and is never a yes.
4. :func:`refusal` is what a confirming call gets when the quote has no yes.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Optional, Union

from agent.booking_records import IssuedQuote, QuoteConsent
from agent.consent_business import after_business, no_to_another_question
from agent.consent_choice import chosen, shown_options
from agent.consent_clauses import by_clauses
from agent.consent_complaints import complains
from agent.consent_dates import dated_answer
from agent.consent_details import about_details
from agent.consent_ends import own_end
from agent.consent_later import defers
from agent.consent_names import joiner_as_pronoun
from agent.consent_order_first import order_then_business
from agent.consent_payment import asks_another_route, without_payment
from agent.consent_plain import opens_a_question
from agent.consent_question import answers_the_quote
from agent.consent_restated import held_pickups, orders_another_pickup, without_restated
from agent.consent_said import as_said, days_of, read_as_said, reads_yes
from agent.consent_words import QuoteKind, _judge, _refuses, _refuses_own_action, classify, normalise
from agent.hanzi import simplified
from agent.pickup_consent import model_said
from agent.quote_consent import ConsentFrame, button_label
from agent.read_whole import FIGURE, asides, read_whole, said_beside_a_note, traditional
from agent.state import BookingQuote, ConversationState
from agent.tools.calls import error_result

Quote = Union[BookingQuote, IssuedQuote]

_VERB = {
    "booking": "book it",
    "reschedule": "make this change",
    "cancellation": "cancel the booking",
    "pickup": "change the pickup",
}


def open_quotes(state: ConversationState) -> list[tuple[QuoteKind, Quote]]:
    """Every quote that a confirming call could use now."""
    found: list[tuple[QuoteKind, Quote]] = []
    if state.booking_quote is not None:
        found.append(("booking", state.booking_quote))
    if state.after_payment is not None:
        for kind in ("reschedule", "cancellation", "pickup"):
            quote = state.after_payment.quotes.get(kind)
            if quote is not None and quote.purpose is None:  # an information quote awaits no answer
                found.append((kind, quote))  # type: ignore[arg-type]
    return found


def answerable(state: ConversationState) -> list[tuple[QuoteKind, Quote]]:
    """The open quotes and the information quotes whose figures a yes may carry (agent.consent_figures):
    both are marked shown and hear the traveller's answer; only the open ones can be confirmed."""
    found = open_quotes(state)
    if state.after_payment is not None:
        for kind in ("reschedule", "cancellation"):
            quote = state.after_payment.quotes.get(kind)
            if quote is not None and quote.purpose == "information" and quote.figures is not None:
                found.append((kind, quote))  # type: ignore[arg-type]
    return found


def has_unshown_quote(state: ConversationState) -> bool:
    """A quote was issued that no emitted turn has put on the traveller's screen yet."""
    return any(quote.consent.shown_seq is None for _, quote in open_quotes(state))


def mark_shown(state: ConversationState, seq: int) -> None:
    """The quotes issued in the turn whose events end at ``seq`` are now on the traveller's screen."""
    options = [q for qs in state.after_payment.options.values() for q in qs] if state.after_payment else []
    for quote in [q for _, q in answerable(state)] + options:  # and the options shown beside (agent.consent_choice)
        if quote.consent.shown_seq is None:
            quote.consent.shown_seq = seq


def seen_by_sender(arrived_after: int, client_seen: Optional[int]) -> int:
    """The last event the sender could have seen: what they say, never more than the log held."""
    return arrived_after if client_seen is None else min(max(client_seen, 0), arrived_after)


def hear(
    state: ConversationState,
    text: str,
    seen_seq: int,
    message_id: str,
    frame: Optional[ConsentFrame] = None,
    cancellation_apart: Callable[[], bool] = lambda: True,
    reads_dates: Callable[[], bool] = lambda: False,
    reads_the_question: Callable[[], bool] = lambda: False,
    reads_orders: Callable[[], bool] = lambda: False,
    reads_beside: Callable[[], bool] = lambda: False,
    reads_objects: Callable[[], bool] = lambda: False,
    reads_as_said: Callable[[], bool] = lambda: False,
    reads_conceded: Callable[[], bool] = lambda: False,
    reads_whole: Callable[[], bool] = lambda: False,
    reads_deferral: Callable[[], bool] = lambda: False,
    reads_plainly: Callable[[], bool] = lambda: False,
    reads_clauses: Callable[[], bool] = lambda: False,
    reads_later: Callable[[], bool] = lambda: False,
    reads_payment: Callable[[], bool] = lambda: False,
    reads_restated: Callable[[], bool] = lambda: False,
    reads_choice: Callable[[], bool] = lambda: False,
    reads_kept: Callable[[], bool] = lambda: False,
) -> Optional[tuple[QuoteKind, str]]:
    """Record the traveller's answer to the quote this message answers; returns (kind, answer)
    when it answered one (for the model's context), None otherwise. ``reads_dates``: whether the dates a
    message names are read against a reschedule quote's own (agent.consent_dates; asked only then).
    ``reads_the_question``: whether a typed yes must answer the quote's own question
    (agent.consent_question; asked only for a yes). ``reads_orders``: whether an order making the quote's own
    change, or the model's question naming it, is that question (asked only for a yes it would otherwise lose).
    ``reads_beside``: whether a change quote's answer is read beside other business (agent.consent_business; asked
    only when that reading differs). ``reads_objects``: whether a no is read by its object (agent.consent_details) and
    a yes said first beside other business or spelled "ចា៎" is heard (agent.consent_order_first; asked only then).
    ``reads_as_said``: whether the message is read as said (agent.consent_said: the quote's names in any case, a Khmer
    negation as a statement, a yes beside another change ordered as no yes; asked only then). ``reads_conceded``:
    whether a concession before the answer ("តែអូខេ …", "只好取消吧", "I guess we'll have to cancel") gives the answer
    it concedes (agent.consent_agree_lead; asked only when that reading makes the yes). ``reads_whole``: whether
    the yes is read whole: a figure's point cuts no sentence, a note for the operator or a complaint beside a
    confirming yes takes nothing from it (agent.read_whole; asked only when the message or the question holds one).
    ``reads_deferral``: whether a "not yet" keeps the quote open and takes back a yes (agent.consent_later; asked
    only for a no that defers), and a yes ending on the traveller's own "confirming" answers the quote whatever the
    question (agent.consent_question). ``reads_plainly``: whether a question is never a yes and a short clear order to
    book is the yes to a booking summary (agent.consent_plain; asked only when that reading differs). ``reads_clauses``:
    whether a need beside the answer is no answer and an order to take what is shown, beside neutral clauses only, is
    the yes (agent.consent_clauses; asked only when the message holds such a clause or such an order).
    ``reads_later``: whether "add <a name the question put>" is the quote's own order (agent.consent_names) and the
    later deferrals ("今晚", "កុំទាន់កក់") defer (agent.consent_later; asked only when either reading differs).
    ``reads_payment``: whether how or when the traveller will pay, said beside the yes, takes nothing from it
    (agent.consent_payment) and "加上思琪" names the one the question adds (agent.consent_names; asked only when
    that reading makes the yes). ``reads_restated``: whether a pickup the booking already holds, or a quote shown
    with it proposes, restated beside the yes takes nothing from it (agent.consent_restated; asked only when that
    reading makes the yes). ``reads_choice``: whether a message naming exactly one of the priced options shown
    together answers that one (agent.consent_choice; asked only when it names one). ``reads_kept``: whether keeping
    the quote as it stands ("please keep it as it is") beside a deferral asks for time too (agent.consent_later; asked
    only when that reading keeps the quote open)."""
    if frame is not None:
        for kind, quote in answerable(state):
            if quote.quote_id == frame.quote_id and quote.consent.shown_seq is not None:
                if quote.consent.answer != "no":
                    answer = "yes" if frame.decision == "confirm" else "no"
                    quote.consent = _answered(quote.consent, answer, "button", message_id)
                _on_card(state, quote)
                return kind, quote.consent.answer or "no"
        return None  # a button of a quote that is gone: it answers nothing
    seen = [
        (kind, quote)
        for kind, quote in answerable(state)
        if quote.consent.shown_seq is not None and seen_seq >= quote.consent.shown_seq
    ]
    if not seen:
        return None
    # a figure's point, a complaint or a note for the operator beside the answer (agent.read_whole)
    question = model_said(state)
    beside = (
        FIGURE.search(text + question) or complains(text) or asides(text) or traditional(text + question, simplified)
    )
    with read_whole(bool(beside) and reads_whole()):
        # the answer goes to what was put to the traveller last: every quote shown in that turn (a
        # message that offered a boat trip and a new pickup together is answered by one "yes" for both)
        latest = max(quote.consent.shown_seq or 0 for _, quote in seen)
        options = shown_options(state.after_payment, latest)  # priced options asked among (agent.consent_choice)
        picked = chosen(text, options)
        if options and reads_choice():  # "加日落游船": the one named, read as "加这个"; naming none answers none
            seen = [(k, q) for k, q in seen if not any(q is o for _, o in options)]
            seen += [(picked[0], picked[1])] if picked else []  # type: ignore[list-item]
            text = picked[2] if picked else text
            if not seen:
                return None
        # ...but a cancellation never rides on a yes given to something else: with it and another quote on
        # screen together, a typed yes does not say which, so it answers neither (the card's button does;
        # relay 13: "cancel the trip" and "remove the nephew" both awaited one bare yes).
        # ``cancellation_apart``: asked only then (the workflow's patch).
        kinds = {kind for kind, quote in seen if quote.consent.shown_seq == latest}
        which_unsaid = len(kinds) > 1 and "cancellation" in kinds and cancellation_apart()
        heard: Optional[tuple[QuoteKind, str]] = None
        held = held_pickups(
            state,
            [q for k, q in seen if k == "pickup" and isinstance(q, IssuedQuote) and q.consent.shown_seq == latest],
        )
        for kind, quote in seen:
            if quote.consent.shown_seq != latest:
                continue
            if quote.consent.answer == "no":
                heard = heard or (kind, "no")
                continue
            actions = tuple(getattr(quote, "actions", ()))
            read = partial(_read, state, kind=kind, quote=quote, reads=(reads_dates, reads_beside, reads_objects))
            heard_in = partial(read_as_said, state, kind, quote, read, (reads_as_said, reads_conceded, reads_plainly))
            answer_of = partial(
                _answer_of, state, kind, quote, read, heard_in, (reads_clauses, reads_as_said), question
            )
            answer, said = answer_of(text, reads_later)
            paid = without_payment(text) if answer == "unclear" else text
            if answer == "unclear" and (paid != text or joiner_as_pronoun(text, question, True) != text):
                on_paying = answer_of(paid, lambda: True, han=True)  # "好的，确认加上思琪，补的钱另外扫码付。"
                if on_paying[0] == "yes" and reads_payment():
                    answer, said = on_paying
            restated = without_restated(text, held) if answer == "unclear" else text
            if restated != text:  # "好的，改吧，日期改到2027-01-10，接送改到水莲酒店" with that pickup already booked
                on_restated = answer_of(restated, reads_later)
                if on_restated[0] == "yes" and reads_restated():
                    answer, said = on_restated
            if answer == "yes" and orders_another_pickup(text, held) and reads_restated():
                answer = "unclear"  # "បាទ យល់ព្រម ប្តូរកន្លែងទទួលទៅសណ្ឋាគារ Raffles": a pickup still to be asked
            if answer == "yes" and actions and asks_another_route(text) and reads_payment():
                answer = "unclear"  # "yes, add her, take it off the refund": another quote's route, not this one's
            if answer == "yes" and (
                which_unsaid
                or not said_beside_a_note(text, partial(reads_yes, state, kind, quote, read, reads_as_said))
            ):
                answer = "unclear"  # two quotes and no word which; a bare "fine" with a note is the note's
            asked = partial(answers_the_quote, state, kind, said, own_confirm=reads_deferral)
            if answer == "yes" and reads_the_question() and not asked():
                if not (actions and reads_orders() and asked(actions)):
                    answer = "unclear"  # a yes to another question, or with the price still to be told
            changes = answer == "no" or (answer == "unclear" and quote.consent.answer == "yes")
            if changes and answer == "unclear" and opens_a_question(text) and defers(text, read) and reads_plainly():
                changes = False  # "顺便问一下，门票包含吗？" asks the concierge: it asks no one for time
            later = not defers(text, read) and defers(text, read, later=True)
            # "not yet … please keep it as it is" (agent.consent_later._KEEP), asked only when it changes the answer
            kept = not defers(text, read, later) and defers(text, read, later, kept=True) and reads_kept()
            if changes and (not later or reads_later()) and (defers(text, read, later) or kept) and reads_deferral():
                answer = "unclear"  # "not yet, I'll ask my husband": open, and an earlier yes no longer stands
                if quote.consent.answer == "yes":
                    quote.consent = quote.consent.model_copy(update={"answer": None, "message_id": message_id})
                    _on_card(state, quote)
            if answer == "no" and heard is not None and heard[1] == "no":
                continue  # a no answers one of them (the first priced one); a yes answers them all
            if answer != "unclear":
                quote.consent = _answered(quote.consent, answer, "words", message_id)
                _on_card(state, quote)
            heard = heard if heard and heard[1] != "unclear" else (kind, answer)
        return heard


def _answer_of(
    state: ConversationState,
    kind: QuoteKind,
    quote: Quote,
    read: Callable[[str], tuple[str, str]],
    heard_in: Callable[[str], tuple[str, str]],
    reads: tuple[Callable[[], bool], Callable[[], bool]],
    question: str,
    words: str,
    later: Callable[[], bool],
    han: bool = False,
) -> tuple[str, str]:
    """(the answer, the words it is read from): read as said, by its clauses, and "add <the name the question put>"
    as the quote's own order (``later``: the workflow's patch; ``han``: Chinese names too)."""
    reads_clauses, reads_as_said = reads
    answer, said = heard_in(words)
    answer, said = by_clauses(words, kind, answer, said, heard_in, reads_clauses, days_of(quote))
    add = answer == "unclear" and "add" in getattr(quote, "actions", ())
    named = joiner_as_pronoun(words, question, han) if add else words
    if named != words and read(named)[0] == "yes" and later():  # "add Aroha" as the quote put her
        answer, said = as_said(state, named, kind, quote, read(named), read, reads_as_said)
    return answer, said


def _read(
    state: ConversationState,
    text: str,
    kind: QuoteKind,
    quote: Quote,
    reads: tuple[Callable[[], bool], Callable[[], bool], Callable[[], bool]],
) -> tuple[str, str]:
    """(the answer to ``quote``, the words it is read from): the words, their dates, other business, their object."""
    reads_dates, reads_beside, reads_objects = reads
    actions, place = tuple(getattr(quote, "actions", ())), getattr(quote, "location", None) or ""
    text = own_end(text, getattr(quote, "end", None))  # a transfer change: its own end's words (agent.consent_ends)
    if not text.strip():
        return "unclear", text  # only the other end spoken of
    new, was = getattr(quote, "dates", []), getattr(quote, "dates_was", [])
    amount = getattr(quote, "amount_usd", None)  # its figure: "no, take her off, the 60 back is fine"
    judge = partial(classify, kind=kind, actions=actions, place=place, amount=amount)
    answer: str = dated_answer(text, new, was, judge, reads_dates)
    answer, said = _beside(state, text, kind, actions, answer, judge, reads_beside)
    dated = partial(dated_answer, new=new, was=was, judge=judge, reads=reads_dates)
    return _by_object(text, kind, actions, answer, said, dated, reads_objects)


def _beside(
    state: ConversationState,
    text: str,
    kind: QuoteKind,
    actions: tuple[str, ...],
    answer: str,
    judge: Callable[..., str],
    reads: Callable[[], bool],
) -> tuple[str, str]:
    """(the answer, the words it is read from) once a change quote's answer said beside other business is read
    (agent.consent_business): the quoted action ordered after it is the yes; a no to another question beside words
    agreeing with the quote is unclear. ``reads`` (the workflow's patch) is asked only when that changes the answer."""
    if not actions or answer == "yes":
        return answer, text
    ordered = after_business(text, kind, actions, judge, _refuses)
    if ordered is not None and reads():
        return "yes", ordered
    own = lambda t: _refuses_own_action(t, kind)  # noqa: E731
    if answer == "no" and no_to_another_question(text, kind, actions, model_said(state), own) and reads():
        return "unclear", text
    return answer, text


def _by_object(
    text: str,
    kind: QuoteKind,
    actions: tuple[str, ...],
    answer: str,
    said: str,
    judge: Callable[[str], str],
    reads: Callable[[], bool],
) -> tuple[str, str]:
    """(the answer, the words it is read from) once a no is read by its object (a detail: agent.consent_details) and
    a yes said first beside other business, or spelled "ចា៎", is heard (agent.consent_order_first). ``reads`` (the
    workflow's patch) is asked only when that changes the answer."""
    if answer == "no":
        no = lambda c: _judge(c, kind) == "no"  # noqa: E731
        own = lambda t: _refuses_own_action(t, kind)  # noqa: E731
        if about_details(text, kind, no, own, normalise) and reads():
            return "unclear", text
        return answer, said
    if answer != "yes":
        heard = order_then_business(text, kind, actions, judge, _refuses)
        if heard is not None and reads():
            return "yes", heard
    return answer, said


def _on_card(state: ConversationState, quote: Quote) -> None:
    """The answer, also on the quote's card on screen (agent.quote_updates says "used" or "declined"
    once the quote is gone, even when it went in the turn the answer came in)."""
    card = state.quote_cards.get(quote.quote_id)
    if card is not None:
        card.answer = quote.consent.answer


def _answered(consent: QuoteConsent, answer: str, by: str, message_id: str) -> QuoteConsent:
    return consent.model_copy(update={"answer": answer, "by": by, "message_id": message_id})


def refusal(kind: str, quote: Quote, preview_tool: str, language: str = "EN") -> Optional[dict[str, Any]]:
    """None when the traveller said yes to ``quote``; otherwise the refusal and what to ask."""
    consent = quote.consent
    if consent.answer == "yes":
        return None
    if consent.answer == "no":
        return error_result(
            "QUOTE_DECLINED",
            f"The traveller said no to this {kind} quote ({quote.quote_id}); it is closed.",
            next_step=f"Do not {_VERB.get(kind, 'confirm')}. Acknowledge their answer and ask what they would "
            f"like instead. If they change their mind later, call {preview_tool} again, show the new quote and "
            "wait for their yes.",
        )
    return error_result(
        "NEEDS_CONFIRMATION",
        f"The traveller has not said yes to this {kind} quote ({quote.quote_id}) since it reached their "
        "screen: their messages since were not a clear yes, or were sent before they saw it.",
        next_step=f"Ask plainly whether to {_VERB.get(kind, 'go ahead')} for the amount shown (yes / no; the "
        f"quote card's button {button_label(language, 'confirm')!r} also says yes) and call again only after "
        "their yes. Do not tell the traveller their answer was read as a no.",
    )
