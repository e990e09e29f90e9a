"""Every tool that adds a traveller to a booking takes the same description of them as a new booking (a Khmer
husband joining his wife's booking could not be said to be a citizen: previewReschedule had no such field, while
previewBooking had ``cambodian_citizens``).

Invariant, over the tools the model sees: a tool that adds travellers (one with ``add_adults``) takes ``add_<f>``
for each field ``f`` previewBooking describes its travellers with (adults, children_ages, cambodian_citizens), of
the same type, and the backend's body for that tool accepts each (the sandbox prices them with the new booking's
function: tests/sandbox/test_citizen_joiners.py)."""

from __future__ import annotations

from pydantic import BaseModel

from agent.tools.schemas import TOOLS_BY_NAME
from sandbox.change_models import ReschedulePreviewBody

TRAVELLER_FIELDS = ("adults", "children_ages", "cambodian_citizens")
BACKEND_BODY: dict[str, type[BaseModel]] = {"previewReschedule": ReschedulePreviewBody}


def _properties(tool: str) -> dict:
    return TOOLS_BY_NAME[tool]["input_schema"].get("properties", {})


def test_a_new_booking_describes_its_travellers_with_these_fields() -> None:
    assert set(TRAVELLER_FIELDS) <= set(_properties("previewBooking"))


def test_every_tool_that_adds_travellers_takes_the_new_bookings_description_of_them() -> None:
    adding = [name for name in TOOLS_BY_NAME if "add_adults" in _properties(name)]
    assert adding == ["previewReschedule"]
    new = _properties("previewBooking")
    for tool in adding:
        props = _properties(tool)
        for field in TRAVELLER_FIELDS:
            twin = props.get(f"add_{field}")
            assert twin is not None, (tool, field)
            assert twin["type"] == new[field]["type"], (tool, field)
            assert f"add_{field}" in BACKEND_BODY[tool].model_fields, (tool, field)
