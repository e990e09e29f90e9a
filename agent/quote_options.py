"""Several quotes of one kind in a turn are options for the traveller to choose from, never a choice made.

When the model prices two or more alternatives in one answer (a sunset boat or a cooking class, each previewed
for information), every one gets its own card, in the order they were asked, each headed as an option not yet
chosen ("Option 1 of 2, not chosen yet: $108 to pay if you pick it"), with no buttons and no expiry. No card
of the choice reads as the quote picked and payable; the cards share a ``group`` so that the page keeps them
side by side (a newer quote of the kind still retires them all).
"""

from __future__ import annotations

import json
from typing import Any, Optional

from agent.messages import ContentFrame
from agent.prompts import i18n
from agent.quote_card import QuoteCardMessage, _amount_said, quote_frame
from agent.state import ConversationState

# only alternative changes to a booking are offered side by side; a booking summary or a cancellation quoted
# twice in a turn is one quote re-issued (the newest card stands, as for every other kind)
OPTION_TOOLS = ("previewReschedule",)


def _same_change(data: dict[str, Any]) -> str:
    """What a quote proposes and costs, without what each issue has of its own (its id, its expiry): two quotes
    alike in it are one quote issued twice, not two options."""
    kept = {k: v for k, v in data.items() if "quote_id" not in k and "expir" not in k and "valid_until" not in k}
    return json.dumps(kept, sort_keys=True, default=str)


def distinct_quotes(datas: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The quote results among ``datas`` (each with a quote_id), one per change they propose: a quote re-issued
    for the same change (same proposal and figures, another quote_id) is one, its newest issue kept."""
    seen: dict[str, dict[str, Any]] = {}
    for data in datas:
        if isinstance(data.get("quote_id"), str):
            seen[_same_change(data)] = data
    return list(seen.values())


def as_option(card: QuoteCardMessage, n: int, count: int, group: str, lang: str) -> QuoteCardMessage:
    """``card`` as option ``n`` of ``count``: headed as not chosen, with nothing to confirm."""
    money = {"amount_local": card.amount_local, "local_currency": card.local_currency}
    key = "quote_option_refund" if card.amount_is == "refund" else "quote_option"
    heading = i18n.text(key, lang, n=n, count=count, amount=_amount_said(card.amount_usd, money, lang))
    return card.model_copy(
        update={
            "purpose": "information",  # no buttons, nothing on screen to retire (agent.quote_updates)
            "actions": [],
            "expires_at": None,
            "heading": heading,
            "option": {"n": n, "of": count, "group": group},
            "amount_is": "refund" if card.amount_is == "refund" else "due",
        }
    )


def option_frames(
    text: str, datas: list[dict[str, Any]], state: ConversationState, tool: str
) -> Optional[list[ContentFrame]]:
    """One option card per distinct quote of ``datas`` (in the order they were asked) when there are two or more,
    the model's ``text`` on the first; None for a single quote (its own card, as quote_frame draws it)."""
    quotes = distinct_quotes(datas) if tool in OPTION_TOOLS else []
    if len(quotes) < 2:
        return None
    cards = [quote_frame(text if i == 0 else "", d, state, tool) for i, d in enumerate(quotes)]
    drawn = [c for c in cards if isinstance(c, QuoteCardMessage)]
    if len(drawn) < 2:
        return None
    group = "+".join(c.quote_id for c in drawn)
    lang = state.preferred_language
    drawn[0] = drawn[0].model_copy(update={"text": text})
    return [as_option(c, i + 1, len(drawn), group, lang) for i, c in enumerate(drawn)]
