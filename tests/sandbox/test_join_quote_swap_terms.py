"""Every quote of a join (a traveller added to a paid booking, whatever the refund tier of its date) states the
swap terms before the yes, in the session's language: the allowance it gives (a leaver within 24 hours of its
confirmation refunded in full, up to what the join adds) and that this holds only while the one who joined stays
(sandbox/swap_extra.py: a joiner who leaves too, or a cancellation, takes the swap's extra back), so the keep-back
is never a surprise later."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from sandbox.i18n import TABLES
from sandbox.swap_words import SWAP_GRANTED
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family, preview
from tests.sandbox.test_changes import at_ict

STAYS = {"EN": "while the one who joined stays", "KH": "ភ្ញៀវដែលចូលរួមនៅតែមាន", "ZH": "仅在加入者仍在预订中时适用"}
JOINS: list[dict[str, Any]] = [
    {"add_adults": 1},
    {"add_adults": 2},
    {"add_children_ages": [8]},
    {"add_children_ages": [15]},
]


def test_the_terms_say_the_joiner_stays_in_every_language() -> None:
    for language, words in STAYS.items():
        said = SWAP_GRANTED if language == "EN" else TABLES[language][SWAP_GRANTED]
        assert words in said and "{usd}" in said, (language, said)


@settings(max_examples=12, deadline=None)
@given(
    st.sampled_from(JOINS), st.sampled_from(sorted(STAYS)), st.sampled_from(["2026-03-01", "2026-03-31", "2026-04-15"])
)
def test_every_join_quote_carries_the_swap_terms(joining: dict[str, Any], language: str, day: str) -> None:
    sb = Sandbox()
    bid = family(sb, adults=2, children=())["booking_id"]
    sb.clock.now = at_ict(day, 12)
    quote = preview(sb, bid, **joining, language=language)
    added = quote["price_difference_usd"]
    assert added > 0 and quote["swap_allowance_after_change_usd"] == added, quote
    said = quote["swap_says_after_change"]
    assert f"{added:.2f}" in said and STAYS[language] in said, said
