"""A change or cancellation card's heading says its money in the card's own format (api/static/money.js, twin
agent/currency_words.money_text: cents only when there are some) and names each part so that they visibly add
up: paid = what covers the trip + the refund on its way (relay 36 L795 / L1144: "$1,996.00 = $1,497.00 + $499.00
refund on its way" beside "Paid $1,996"). Over amounts and EN/KH/ZH."""

from __future__ import annotations

import re
from decimal import Decimal

from hypothesis import given, strategies as st

from agent.currency_words import money_text
from agent.paid_parts import card_parts

CENTS = st.integers(min_value=1, max_value=500_000).map(lambda c: Decimal(c) / 100)


@given(
    kept=CENTS,
    pending=CENTS,
    language=st.sampled_from(["EN", "KH", "ZH"]),
    kind=st.sampled_from(["reschedule", "cancellation"]),
)
def test_the_parts_are_in_the_cards_format_named_and_add_up(
    kept: Decimal, pending: Decimal, language: str, kind: str
) -> None:
    paid = kept + pending
    line = card_parts(kind, {"amount_paid_usd": float(paid), "refunds_pending_usd": float(pending)}, language)
    assert line is not None
    figures = re.findall(r"\$[\d,]+(?:\.\d\d)?", line)
    assert figures == [money_text(float(v), "USD") for v in (paid, kept, pending)], line  # one format, in order
    assert not re.search(r"\.00\b", line), line  # never "$1,996.00" beside "$1,996"
    values = [Decimal(f[1:].replace(",", "")) for f in figures]
    assert values[0] == values[1] + values[2]  # they visibly add up
    words = line
    for figure in figures:
        words = words.replace(figure, "")
    assert len(re.findall(r"[^\s=+$.,\d]+", words)) >= 3  # paid, the trip part and the refund each named
