"""The group is counted once (held-out batch E: "two adults and two kids of 8 and 11" booked as four
adults, "my daughter, she's 15 ... for both of us" as three adults): children's ages said after the
children ("kids of 8 and 11", "kids 8 and 11", "my son (15)", "she's 15") make them children, the writer
with a child is one adult, and "for both of us" beside a child is the whole group of two."""

from __future__ import annotations

import datetime

from hypothesis import given, settings, strategies as st

from activities.models.scripted.understand import hear

TODAY = datetime.date(2026, 11, 29)
WORD = {1: "one", 2: "two", 3: "three", 4: "four"}
# (form, adults) with {kids} = "two kids" and {ages} = "8 and 11"
WITH_ADULTS = [
    "{a} adults and {k} of {ages}",
    "{a} adults and our {k} {ages}",
    "{a} adults, {k} {ages}",
    "we are {a} adults and {k} aged {ages}, staying in Phnom Penh",
    "Hi! We are a Dutch family, {a} adults and {k} of {ages}. Budget about 600 dollars all in.",
]
ONE_CHILD_ALONE = [
    "me and my {age}-year-old",
    "my son ({age}) and me",
    "I'm travelling with my daughter, she's {age}. Budget around 300 USD for both of us.",
    "just me and my son, he is {age}",
    "my daughter ({age}) and I want a cultural trip",
]


def _ages(ages: list[int]) -> str:
    return ", ".join(map(str, ages[:-1])) + " and " + str(ages[-1]) if len(ages) > 1 else str(ages[0])


@settings(max_examples=80, deadline=None)
@given(
    adults=st.integers(min_value=1, max_value=4),
    ages=st.lists(st.integers(min_value=2, max_value=16), min_size=2, max_size=3),
    form=st.integers(min_value=0, max_value=9),
    words=st.booleans(),
)
def test_adults_and_children_with_their_ages_are_counted_once(adults, ages, form, words):
    a = WORD[adults] if words else str(adults)
    kids = f"{WORD[len(ages)] if words else len(ages)} kids"
    said = WITH_ADULTS[form % len(WITH_ADULTS)].format(a=a, k=kids, ages=_ages(ages))
    slots = hear(said, None, TODAY).slots
    assert (slots.get("adults"), slots.get("children_ages")) == (adults, ages), (said, slots)
    assert slots.get("people_count") == adults + len(ages), (said, slots)


@settings(max_examples=60, deadline=None)
@given(age=st.integers(min_value=1, max_value=17), form=st.integers(min_value=0, max_value=9))
def test_the_writer_and_one_child_are_one_adult_and_that_child(age, form):
    said = ONE_CHILD_ALONE[form % len(ONE_CHILD_ALONE)].format(age=age)
    slots = hear(said, None, TODAY).slots
    assert (slots.get("adults"), slots.get("children_ages"), slots.get("people_count")) == (1, [age], 2), (
        said,
        slots,
    )


def test_both_of_us_without_a_child_is_still_two_adults():
    for said in ("both of us want to see the temples", "for the two of us, 3 days", "me and my wife"):
        assert hear(said, None, TODAY).slots.get("adults") == 2, said
