"""A trip chosen by what its card shows ("the cheapest", "最贵的", "ខ្លីជាងគេ") is the trip on
screen with that lowest or highest price or length, in EN / KH / ZH, whatever the order of the
cards; a choice said as "we'll take ..." is a request to book it."""

from __future__ import annotations

from hypothesis import given, strategies as st

from activities.models.scripted.intents import intents
from activities.models.scripted.superlatives import pick_by_superlative
from agent.normal_text import normalize

WORDS = {
    ("price", -1): ["the cheapest one", "the least expensive", "most affordable please", "最便宜的那个", "选最实惠的",
                    "ពួកយើងយកជម្រើសដែលថោកជាងគេ", "យកមួយដែលថោកបំផុត"],
    ("price", 1): ["the most expensive one", "最贵的", "យកមួយដែលថ្លៃជាងគេ"],
    ("days", -1): ["the shortest trip", "最短的", "ដំណើរខ្លីជាងគេ"],
    ("days", 1): ["the longest one", "天数最多的", "ដំណើរវែងជាងគេ"],
}  # fmt: skip

trips = st.lists(
    st.tuples(st.integers(min_value=20, max_value=900), st.integers(min_value=1, max_value=7)),
    min_size=2,
    max_size=4,
    unique_by=(lambda t: t[0], lambda t: t[1]),
).map(
    lambda rows: [{"id": f"trip_{i}", "price_per_person_usd": p, "duration_days": d} for i, (p, d) in enumerate(rows)]
)


@given(st.sampled_from(sorted(WORDS)), st.data(), trips)
def test_a_superlative_points_at_the_trip_with_that_extreme(
    key: tuple[str, int], data: st.DataObject, shown: list
) -> None:
    what, end = key
    said = data.draw(st.sampled_from(WORDS[key]))
    measure = "price_per_person_usd" if what == "price" else "duration_days"
    expected = (min if end < 0 else max)(shown, key=lambda t: t[measure])["id"]
    assert pick_by_superlative(normalize(said), shown) == expected, said


def test_no_superlative_or_a_tie_points_at_nothing() -> None:
    shown = [{"id": "a", "price_per_person_usd": 100}, {"id": "b", "price_per_person_usd": 100}]
    assert pick_by_superlative(normalize("the cheapest"), shown) is None
    assert pick_by_superlative(normalize("the beach one"), [{"id": "a", "price_per_person_usd": 1}, *shown]) is None


@given(st.sampled_from(["we'll take the first one", "我们选第二个", "就选这个", "ពួកយើងយកជម្រើសទីមួយ", "ខ្ញុំយកមួយនេះ"]))
def test_taking_an_option_is_a_request_to_book_it(said: str) -> None:
    assert "book" in intents(said), said
