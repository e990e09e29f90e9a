"""Splitting special requests never cuts inside a number, a time, a parenthesis or a quote, in EN/KH/ZH
(relay 35 req 34/37: "我爸走不了6.5公里" went to the operator as "...6." and "5公里）"), and joined back the
pieces are the traveller's text; a request said twice (in other words) is kept once, and a withdrawn
one leaves the booking's text whole (relay 36: "stomach" twice on the card)."""

from __future__ import annotations

import itertools
import re

from hypothesis import assume, given, settings, strategies as st

from agent.booking_needs import follow_on
from agent.need_overlap import same_need
from agent.quote_changes import merge_requests, says, sentence_key, sentences
from sandbox.request_items import _ended
from tests.sandbox.support import Sandbox

WORDS = {
    "EN": st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=2, max_size=8),
    "KH": st.text(alphabet="កខគឃងចឆជឈញដណតថទធនបផពមយរលវសហអ", min_size=2, max_size=8),
    "ZH": st.text(alphabet="的一是在不了有和人这中大为上个我以要他走路公里接", min_size=2, max_size=6),
}
ENDS = {"EN": [". ", "; ", "! ", "? "], "KH": ["។ ", "៕ ", "? "], "ZH": ["。", "；", "！", "？", ". "]}
DIGITS = {"EN": "0123456789", "KH": "០១២៣៤៥៦៧៨៩", "ZH": "0123456789"}


def _whole(lang: str) -> st.SearchStrategy[str]:
    """A piece no split may cut: a decimal, a time, a parenthesis or a quote holding end marks."""
    d = st.text(alphabet=DIGITS[lang], min_size=1, max_size=2)
    w = WORDS[lang]
    ends = st.sampled_from(ENDS[lang])
    return st.one_of(
        st.builds(lambda a, b: f"{a}.{b}", d, d),
        st.builds(lambda a, b: f"{a}:{b}", d, d),
        st.builds(lambda a, e, b: f"({a}{e.strip()} {b})", w, ends, w),
        st.builds(lambda a, e, b: f"（{a}{e.strip()}{b}）", w, ends, w),
        st.builds(lambda a, e, b: f"“{a}{e.strip()} {b}”", w, ends, w),
        st.builds(lambda a, e, b: f'"{a}{e.strip()} {b}"', w, ends, w),
    )


@st.composite
def texts(draw: st.DrawFn) -> tuple[str, list[str], list[str]]:
    lang = draw(st.sampled_from(sorted(WORDS)))
    sep = " " if lang == "EN" else ""
    said: list[str] = []
    wholes: list[str] = []
    for _ in range(draw(st.integers(1, 4))):
        pieces = [draw(WORDS[lang]) for _ in range(draw(st.integers(1, 3)))]
        whole = draw(_whole(lang))
        pieces.insert(draw(st.integers(0, len(pieces))), whole)
        wholes.append(whole)
        said.append(sep.join(pieces) + draw(st.sampled_from(ENDS[lang])))
    keys = [sentence_key(s) for s in said]
    assume(not any(says(a, b) for i, a in enumerate(keys) for j, b in enumerate(keys) if i != j))  # each its own
    assume(not any(follow_on(s) for s in said[1:]))  # each stands alone (none points back: agent.booking_needs)
    return "".join(said).strip(), [s.strip() for s in said], wholes


def _bare(text: str) -> str:
    return re.sub(r"\s+", "", text)


@given(texts())
def test_splitting_never_cuts_a_number_time_parenthesis_or_quote_and_joins_back(case) -> None:
    text, said, wholes = case
    parts = sentences(text)
    assert _bare("".join(parts)) == _bare(text)  # nothing lost, nothing added
    assert parts == said  # one part per request the traveller wrote
    for whole in wholes:
        assert any(whole in p for p in parts), (whole, parts)


@given(texts())
def test_a_request_said_again_is_kept_once(case) -> None:
    text, said, _ = case
    assert merge_requests(text, said[-1]) == merge_requests(text, "")
    assert sentences(merge_requests(text, text)) == said


@settings(max_examples=15, deadline=None)
@given(texts(), st.data())
def test_the_booking_s_items_are_the_requests_and_withdrawing_one_leaves_the_others_whole(case, data) -> None:
    text, said, _ = case
    # requests of different needs (two sentences saying one need in other words are one item: agent/need_overlap.py)
    assume(not any(same_need(a, b) for a, b in itertools.combinations(said, 2)))
    sb = Sandbox()
    booking = sb.book("trip_013", special_requests=text, user_id="user-a")
    items = [i["request"] for i in booking["special_request_items"]]
    # each item is the request as said, without a Latin full stop after Khmer or Chinese (request_items._ended)
    assert [i.rstrip(";；, ") for i in items] == [_ended(s.rstrip(";；, ")) for s in said]
    n = data.draw(st.integers(1, len(items)))
    done = sb.data(
        "withdrawSpecialRequest", {"booking_id": booking["booking_id"], "request_number": n, "user_id": "user-a"}
    )
    rest = [s for k, s in enumerate(said) if k != n - 1]
    assert sentences(done["special_requests"]) == rest


def test_the_same_need_in_other_words_is_said_once() -> None:
    """Relay 36 L364: the stomach sentence stood twice on the booking card."""
    old = "Daughter has a sensitive stomach: please take care with food and water. Day 5 is a free day."
    joined = merge_requests(old, "daughter has a sensitive stomach (food/water care); safe activities only")
    assert joined.lower().count("stomach") == 1 and "safe activities only" in joined
    # the same words in another order say something else: both are kept
    assert (
        merge_requests("Father is vegetarian, not mother.", "Mother is vegetarian, not father.").count("vegetarian")
        == 2
    )
