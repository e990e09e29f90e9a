"""Building blocks of the tool schemas (Anthropic tool format): shared field shapes and ``_tool``."""

from __future__ import annotations

from typing import Any

LANG = {"type": "string", "enum": ["EN", "KH", "ZH"], "description": "Answer in this language"}
DATE = {"type": "string", "format": "date"}  # ISO, YYYY-MM-DD: the model reads the format (issue 23)
ID = {"type": "string", "minLength": 1, "maxLength": 80}
GROUP = {
    "adults": {"type": "integer", "minimum": 1, "maximum": 50, "description": "18 and over"},
    "children_ages": {
        "type": "array",
        "items": {"type": "integer", "minimum": 0, "maximum": 17},
        "maxItems": 20,
        # relay j15: "adults 12 and over" beside "children under 18" left a 13-year-old in both
        "description": "Age of each one under 18, e.g. [6, 13]; 12-17 pay as adults",
    },
}
# who sleeps where, previewBooking's and previewReschedule's: each room as the results' rooms say it (adults,
# adult_rate_ages, children_ages); the backend checks it and prices a room beyond the standard count
# (sandbox/room_choice.py): the items' shape is the results', kept out of the schema (the token budget)
ROOMS = {"type": "array", "description": "Who sleeps where, as result rooms"}
# how many of the group are Cambodian citizens, on calculateCustomTrip and previewBooking (createBooking books
# the summary's), and of those joining on previewReschedule (add_cambodian_citizens): they enter the Angkor park
# free, so their pass part is left out (sandbox/park_pass.py);
# the name says it (no description: the token budget, tests/scripts/test_tokens.py)
CITIZENS = {"type": "integer", "minimum": 0}
# The welcome offers "relaxing, adventurous, romantic, cultural, or a family trip"; the backend's
# moods are the seed's words. Both are accepted: the welcome's are mapped (issue 23).
MOOD_WORDS = {"relaxing": "stressed", "relaxed": "stressed", "cultural": "curious", "culture": "curious"}
MOOD = {
    "type": "string",
    "enum": ["stressed", "adventurous", "romantic", "curious", "family"],
    "description": "stressed = a relaxing trip to unwind; curious = culture and history",
}


def with_mood_words(tool_input: dict[str, Any]) -> dict[str, Any]:
    """``tool_input`` with a welcome word for the mood ("relaxing") in the backend's term."""
    mood = tool_input.get("mood")
    if isinstance(mood, str) and mood.strip().lower() in MOOD_WORDS:
        return {**tool_input, "mood": MOOD_WORDS[mood.strip().lower()]}
    return tool_input


TRANSPORT = {
    "type": "string",
    "enum": ["driver", "self_drive"],
    "description": "'driver': the package's transport; 'self_drive': they drive themselves",
}
# where the group joins (a hotel, or the destination): previewBooking's and the prices before it
# (calculateCustomTrip, customizeTrip) are read the same way, the transfer from the start left out at the destination
PICKUP = {"type": "string", "maxLength": 200}


def _tool(name: str, description: str, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "input_schema": {
            "type": "object",
            "properties": properties,
            "required": required,
            "additionalProperties": False,
        },
    }


# the session's mobility need, filled by the workflow (agent.tools.need_input), never the model's
NEED_FIELDS = {"mobility_need": {"type": "boolean"}, "walking_limit_km": {"type": "number", "exclusiveMinimum": 0}}
