"""The session facts a KH / ZH model reads as codes or English (mood, environment, departure city)
come with the traveller's words beside them (issue 38, agent/place_words.py): the values the tools
take stay as they are."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from agent.place_words import CITIES
from agent.prompts.context import parse_context, render_context
from agent.state import ConversationState
from agent.status_words import ENVIRONMENT, MOOD

NOW = datetime(2026, 11, 28, 9, 0, tzinfo=UTC)
SCRIPT = {"KH": re.compile(r"^[\u1780-\u17ff\u19e0-\u19ff ]+$"), "ZH": re.compile(r"^[\u4e00-\u9fff]+$")}


def context(language: str, mood: str, environment: str, city: str) -> dict[str, str]:
    state = ConversationState.new("s-facts", NOW)
    state.preferred_language = language  # type: ignore[assignment]
    state.mood, state.environment, state.departure_city = mood, environment, city
    return parse_context(render_context(state, NOW))


@pytest.mark.parametrize("language", ["KH", "ZH"])
@pytest.mark.parametrize("city", sorted(CITIES))
def test_every_known_city_mood_and_environment_is_in_the_sessions_script(language: str, city: str) -> None:
    for mood, environment in zip(sorted(MOOD), sorted(ENVIRONMENT)):
        said = context(language, mood, environment, city.title())
        assert (said["mood"], said["environment"], said["departure_city"]) == (mood, environment, city.title())
        for key in ("mood_label", "environment_label", "departure_city_label"):
            assert SCRIPT[language].match(said[key]), (key, said[key])


def test_an_unknown_latin_city_asks_for_the_travellers_script_and_english_sessions_get_no_labels() -> None:
    said = context("ZH", "curious", "TEMPLE", "Xi'an")
    assert "traveller's script" in said["departure_city_label"]
    assert "departure_city_label" not in context("ZH", "curious", "TEMPLE", "西安")  # already in its script
    english = context("EN", "curious", "TEMPLE", "Battambang")
    assert not [k for k in english if k.endswith("_label")]
