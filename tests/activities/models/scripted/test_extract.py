"""Extraction of travel facts from free text (activities.models.scripted.extract)."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings, strategies as st

from activities.models.scripted import budget_words as b, contact as c, extract as x
from activities.models.scripted.intents import customizations, is_no, is_yes, pickup_from
from activities.models.scripted.ordinals import extract_ordinal


def all_fields(text: str) -> dict:
    return {
        "mood": x.extract_mood(text),
        "environment": x.extract_environment(text),
        "duration_days": x.extract_duration(text),
        "people_count": x.extract_people(text),
        "budget": b.extract_budget(text),
        "departure_city": x.extract_departure_city(text),
    }


@pytest.mark.parametrize(
    "text,expected",
    [
        (
            "I'm stressed and want a beach trip for 3 days, 2 people, $100-$200 from Phnom Penh",
            {
                "mood": "stressed",
                "environment": "BEACH",
                "duration_days": 3,
                "people_count": 2,
                "budget": (100.0, 200.0),
                "departure_city": "Phnom Penh",
            },
        ),
        (
            "From Siem Reap, family of 4, a week in the mountains, under $50",
            {
                "mood": "family",
                "environment": "MOUNTAIN",
                "duration_days": 7,
                "people_count": 4,
                "budget": (0.0, 50.0),
                "departure_city": "Siem Reap",
            },
        ),
        (
            "Honeymoon! me and my wife, island weekend, 150+, leaving Bangkok",
            {
                "mood": "romantic",
                "environment": "ISLAND",
                "duration_days": 2,
                "people_count": 2,
                "budget": (150.0, 1000.0),
                "departure_city": "Bangkok",
            },
        ),
        (
            "around $300 per person, a 3-day trip to Angkor, solo, curious about history",
            {
                "mood": "curious",
                "environment": "TEMPLE",
                "duration_days": 3,
                "people_count": 1,
                "budget": (250.0, 350.0),
                "departure_city": None,
            },
        ),
        (
            "200 dollars, adventure in the jungle, 5 days, 3 people, departing from Ho Chi Minh City",
            {
                "mood": "adventurous",
                "environment": "FOREST",
                "duration_days": 5,
                "people_count": 3,
                "budget": (0.0, 200.0),
                "departure_city": "Ho Chi Minh City",
            },
        ),
        (
            "tired of work, city break alone for 4 days, $50-$150, based in Battambang",
            {
                "mood": "stressed",
                "environment": "CITY",
                "duration_days": 4,
                "people_count": 1,
                "budget": (50.0, 150.0),
                "departure_city": "Battambang",
            },
        ),
        (
            "我们两个人，想去海滩放松3天，从金边出发，预算100-200美元",
            {
                "mood": "stressed",
                "environment": "BEACH",
                "duration_days": 3,
                "people_count": 2,
                "budget": (100.0, 200.0),
                "departure_city": "Phnom Penh",
            },
        ),
        (
            "ខ្ញុំចង់ទៅឆ្នេរ ៣ ថ្ងៃ ២ នាក់ ពីភ្នំពេញ",
            {
                "mood": None,
                "environment": "BEACH",
                "duration_days": 3,
                "people_count": 2,
                "budget": None,
                "departure_city": "Phnom Penh",
            },
        ),
    ],
)
def test_several_fields_in_one_sentence(text, expected):
    assert all_fields(text) == expected


def test_any_clause_order_gives_the_same_fields():
    clauses = ["relaxing", "beach", "for 3 days", "4 people", "$80-$120", "from Kampot"]
    expected = {
        "mood": "stressed",
        "environment": "BEACH",
        "duration_days": 3,
        "people_count": 4,
        "budget": (80.0, 120.0),
        "departure_city": "Kampot",
    }
    for order in itertools.islice(itertools.permutations(clauses), 0, 720, 37):
        assert all_fields(", ".join(order)) == expected, order


@pytest.mark.parametrize(
    "text,expected",
    [
        ("under $50", (0.0, 50.0)),
        ("$50-$150", (50.0, 150.0)),
        ("150+", (150.0, 1000.0)),
        ("around $300", (250.0, 350.0)),
        ("200 dollars", (0.0, 200.0)),
        ("between $80 and $120", (80.0, 120.0)),
        ("100 to 200 usd", (100.0, 200.0)),
        ("family of 4 with kids under 10", None),
        ("3 days", None),
    ],
)
def test_budget(text, expected):
    assert b.extract_budget(text) == expected


def test_budget_answer_to_the_budget_question_accepts_bare_numbers():
    assert b.extract_budget("100-200", asked=True) == (100.0, 200.0)
    assert b.extract_budget("under 50", asked=True) == (0.0, 50.0)
    assert b.extract_budget("under 50") is None
    assert b.extract_anchor_choice("the middle one") == (50.0, 150.0)


def test_vague_budget_and_luxury_signals():
    assert b.is_vague_budget("something not too expensive please")
    assert not b.is_vague_budget("not too expensive, under $40")
    assert b.wants_luxury("I want a luxury trip")
    assert b.prefers_budget_over_quality("the quality of the experience") is False
    assert b.prefers_budget_over_quality("budget matters more") is True


@pytest.mark.parametrize(
    "text,expected",
    [
        ("a week", 7),
        ("the weekend", 2),
        ("3-day", 3),
        ("three days", 3),
        ("2 nights", 3),
        ("two weeks", 14),
        ("5天", 5),
        ("四天", 4),
    ],
)
def test_duration(text, expected):
    assert x.extract_duration(text) == expected


@pytest.mark.parametrize(
    "text,expected",
    [
        ("2 people", 2),
        ("me and my wife", 2),
        ("solo", 1),
        ("alone", 1),
        ("family of 4", 4),
        ("group of 6", 6),
        ("for 3", 3),
        ("just me", 1),
        ("三个人", 3),
    ],
)
def test_people(text, expected):
    assert x.extract_people(text) == expected


def test_departure_needs_a_from_cue():
    assert x.extract_departure_city("I want to visit Siem Reap") is None
    assert x.extract_departure_city("we're leaving from Sihanoukville") == "Sihanoukville"
    assert x.find_city("maybe saigon?") == "Ho Chi Minh City"


def test_ordinals_dates_phone_name_code():
    assert [extract_ordinal(t) for t in ("the first one", "option 2", "#3", "second", "2", "hello")] == [
        0,
        1,
        2,
        1,
        1,
        None,
    ]
    assert c.extract_phone("call me on +855 12 345 678") == "+85512345678"
    assert c.extract_name("my name is john smith") == "John Smith"
    assert c.extract_name("Sokha Chan, +85512345678") == "Sokha Chan"
    assert c.extract_name("sokha chan", asked=True) == "Sokha Chan" and c.extract_name("sokha chan") is None
    assert c.extract_name("Yes, everything is correct. Please book.", asked=True) is None
    assert c.extract_discount_code("I have a code save10") == "SAVE10"


def test_intents_helpers():
    assert is_yes("Yes please") and is_yes("好的") and is_yes("បាទ")
    assert is_no("no thanks") and not is_yes("no thanks")
    assert customizations("can you add a private dinner?") == [
        {"type": "add_activity", "details": {"activity": "private dinner"}}
    ]
    assert customizations("upgrade the hotel")[0]["type"] == "upgrade_hotel"
    assert customizations("add a day")[0]["type"] == "add_day"
    assert pickup_from("Pick us up at the Sokha Hotel. Thanks!") == "the Sokha Hotel"


@settings(max_examples=150, deadline=None)
@given(
    days=st.integers(min_value=1, max_value=30),
    people=st.integers(min_value=1, max_value=40),
    low=st.integers(min_value=0, max_value=4000),
    span=st.integers(min_value=1, max_value=3000),
    seed=st.integers(min_value=0, max_value=10_000),
    dollar_second=st.booleans(),
)
def test_rendered_sentence_in_any_order_round_trips(days, people, low, span, seed, dollar_second):
    high = low + span
    parts = [f"{days} days", f"{people} people", f"${low}-" + (f"${high}" if dollar_second else f"{high}")]
    random.Random(seed).shuffle(parts)
    sentence = ", ".join(parts)
    assert x.extract_duration(sentence) == days
    assert x.extract_people(sentence) == people
    assert b.extract_budget(sentence) == (float(low), float(high))
