"""The session context's lines for the open change and cancellation quotes: what each moves, by name, and the
traveller's answer to it as the model reads it (agent.consent holds the answers)."""

from __future__ import annotations

from agent.booking_records import IssuedQuote
from agent.consent import Quote, open_quotes
from agent.pickup_consent import TIME
from agent.state import ConversationState


def consent_words_for(quote: Quote) -> str:
    """The quote's answer as the model reads it in the session context."""
    answer = quote.consent.answer
    if answer == "yes":
        how = "with the Confirm button" if quote.consent.by == "button" else "in their words"
        return f"the traveller said yes to it ({how}): confirm with this quote_id"
    if answer == "no":
        return "the traveller said no to it: it is closed (a new preview if they change their mind)"
    if quote.consent.shown_seq is None:
        return "shown in this turn: awaiting the traveller's yes"
    return "awaiting the traveller's yes (nothing they said since was a clear yes)"


def change_quote_lines(state: ConversationState) -> list[str]:
    """Context lines for the open reschedule / cancellation quotes and their answers."""
    return [
        f"- {kind}_quote_shown: quote_id={quote.quote_id}, {_money_of(quote)}; {consent_words_for(quote)}"
        for kind, quote in open_quotes(state)
        if isinstance(quote, IssuedQuote)
    ]


def _money_of(quote: IssuedQuote) -> str:
    """What the quote moves, by name: "refund_usd=189.0" for a change that refunds (relay 4: its context
    line said amount_usd=0.0, read as "nothing changes in money")."""
    if quote.location is not None and TIME.match(quote.location):  # only the time (agent.pickup_consent)
        return f"new pickup time={quote.location!r} at the booked pickup place, no charge"
    if quote.location is not None:
        return f"new pickup_location={quote.location!r}, no charge"
    if quote.amount_is == "refund":
        return f"refund_usd={quote.amount_usd}"
    return f"amount_usd={quote.amount_usd}"
