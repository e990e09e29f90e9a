"""Held-out batch S, stated as rules over wordings (the batch's sentences are among them, not the test):

- people counted with one age each in brackets are children when every age is under 18, whatever the word
  the traveller calls them by ("our two apos (8 and 12)": two grandchildren were booked as adults);
- "first" ordering the traveller's own steps ("let me show this to my husband first before we book") points
  at no card (the summary switched to card 1 on it);
- a diet in the traveller's own words stays in them: a label read from those words (vegetarian from "no meat")
  never replaces them ("Pescatarian: fish is fine, no meat" became "vegetarian").
"""

from __future__ import annotations

import pytest

from activities.models.scripted.ordinals import extract_ordinal
from activities.models.scripted.party import extract_party
from activities.models.scripted.understand import hear


@pytest.mark.parametrize("word", ["apos", "nietos", "mokopuna", "enkelkinder", "kids", "grandchildren"])
@pytest.mark.parametrize("count,ages", [("two", [8, 12]), ("3", [4, 9, 15]), ("two", [1, 17])])
def test_people_counted_with_young_ages_are_children_whatever_the_word(word: str, count: str, ages: list[int]) -> None:
    said = " and ".join(str(a) for a in ages) if len(ages) == 2 else ", ".join(str(a) for a in ages)
    party = extract_party(f"My husband and I want to bring our {count} {word} ({said}) to see the temples")
    assert (party.adults, party.children_ages) == (2, ages), party


@pytest.mark.parametrize("word", ["apos", "friends", "colleagues"])
def test_grown_ages_in_brackets_are_never_children(word: str) -> None:
    party = extract_party(f"I want to bring our two {word} (30 and 32)")
    assert party.children_ages == [], party


@pytest.mark.parametrize(
    "said",
    [
        "Wait, not yet please. Let me show this to my husband first before we book.",
        "I'll ask my wife first.",
        "Let me check the dates first, then we book.",
        "first of all, is there wifi?",
        "At first I wanted the beach, but let's book this one.",
    ],
)
def test_first_of_the_travellers_own_steps_is_no_card(said: str) -> None:
    assert extract_ordinal(said) is None


@pytest.mark.parametrize(
    "said,index",
    [("the first one", 0), ("first", 0), ("first please", 0), ("I'll take the first.", 0), ("I prefer first", 0),
     ("We take the first, does it rain?", 0), ("I'll check with my wife first and then book the second", 1)],
)  # fmt: skip
def test_a_card_pointed_at_is_still_read(said: str, index: int) -> None:
    assert extract_ordinal(said) == index


@pytest.mark.parametrize(
    "diet",
    [
        "Pescatarian: fish and vegetables are fine, no meat.",
        "I'm pescatarian, no meat but fish is fine.",
        "No red meat for me, chicken and fish are fine.",
        "我不吃猪肉，鱼可以",
    ],
)
@pytest.mark.parametrize("alone", [True, False])
def test_a_diet_in_the_travellers_words_is_never_rewritten_into_a_label(diet: str, alone: bool) -> None:
    said = diet if alone else f"Marija Camilleri, +356 7912 3345, Pavilion Hotel, Street 19, Phnom Penh, {diet}"
    needs = str(hear(said, "ask_booking_details").slots.get("special_needs") or "")
    assert diet.rstrip(".") in needs and "vegetarian" not in needs, needs


@pytest.mark.parametrize(
    "said",
    [
        "Aloha! I'm a park ranger from Honolulu travelling with my two keiki, Kai (7) and Noe (2).",
        "I'm a nurse from Lyon travelling with my two enfants, Léa (4) and Tom (9).",
        "I am a teacher coming with my 2 kids, Ana (4) and Tom (9)",
    ],
)
def test_the_writer_with_children_named_one_by_one_is_one_adult_with_them(said: str) -> None:
    party = extract_party(said)
    assert (party.adults, len(party.children_ages), party.people_count) == (1, 2, 3), party


@pytest.mark.parametrize(
    "said,days",
    [
        ("Could we make the trip one day longer, 4 days instead of 3? How much more would that be?", 4),
        ("could we make it one day longer?", 4),
        ("can you make the booking two days longer", 5),
        ("make it 4 days", 4),
    ],
)
def test_days_longer_are_added_never_read_as_the_whole_length(said: str, days: int) -> None:
    from activities.models.scripted.longer_trip import booked_days, longer_end, shorter_end

    assert booked_days("2027-01-19", longer_end(said, "2027-01-19", "2027-01-21")) == days
    assert shorter_end(said, "2027-01-19", "2027-01-21") is None


@pytest.mark.parametrize("hotel", ["Rosewood Phnom Penh", "Raffles Siem Reap", "Sokha Siem Reap Resort"])
def test_a_name_with_its_city_in_the_details_is_the_pickup(hotel: str) -> None:
    said = f"Leilani Kahale, +1 808 555 0149, {hotel}, A baby cot in the room for my 2-year-old, please."
    slots = hear(said, "ask_booking_details").slots
    assert slots.get("pickup") == hotel and slots.get("name") == "Leilani Kahale", slots


@pytest.mark.parametrize(
    "said",
    [
        "哎，我们的朋友阿珍听了也说要一起去，可以加她一个吗？她也是大人。要补多少钱？",
        "OK，好，把她加进去吧。",
        "能加他吗？",
        "把他们也加上吧",
    ],
)
def test_a_person_added_by_pronoun_joins_the_group_never_an_add_on(said: str) -> None:
    from activities.models.scripted.group_change import new_group_size

    assert new_group_size(said, 3) == 4


def test_her_name_added_is_no_joiner() -> None:
    from activities.models.scripted.group_change import new_group_size

    assert new_group_size("加她的名字吗", 3) is None
