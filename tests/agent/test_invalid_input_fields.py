"""A tool schema and the backend that validates its input agree, and every INVALID_INPUT's next step names
the fields the error names (relay 48 req 23).

The bug: previewReschedule's schema said remove_day "Day 2+ to drop; alone: a day less" (day optional), the
backend refused ``remove_day: {}`` with "INVALID_INPUT ... remove_day.day: Field required", and the next step
said "The error names no field" although the message named ``remove_day.day``.

- over every tool schema with a backend body: each nested object requires no field the tool schema leaves
  optional (the top level is the workflow's: it fills ids and the confirmed quote's fields from the session);
- ``remove_day: {}`` is what the schema says: a day less;
- over every input field of every tool the backend validates: a value of the wrong type is refused with
  INVALID_INPUT, and the next step names the field, whether the error lists it or only its message says it."""

from __future__ import annotations

from typing import Any

import pytest

from agent.tools.guidance import NO_FIELD_NAMED, for_model
from agent.tools.schemas import TOOLS_BY_NAME
from tests.sandbox.support import Sandbox
from tests.sandbox.test_change_prices import family

SB = Sandbox()
SPEC = SB.app.openapi()


def _deref(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = SPEC["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
    if "anyOf" in schema:  # Optional[Model]: the model
        return next((_deref(s) for s in schema["anyOf"] if s.get("type") != "null"), schema)
    return schema


BODIES = {
    op["operationId"]: _deref(op["requestBody"]["content"]["application/json"]["schema"])
    for methods in SPEC["paths"].values()
    for op in methods.values()
    if "operationId" in op and "requestBody" in op
}
VALIDATED = sorted(name for name in TOOLS_BY_NAME if name in BODIES)


def _nested(tool: dict[str, Any], body: dict[str, Any], path: str = "") -> list[tuple[str, set[str], set[str]]]:
    """(path, what the tool schema requires, what the backend requires) of each nested object."""
    out = []
    for key, prop in (tool.get("properties") or {}).items():
        backend = _deref((body.get("properties") or {}).get(key) or {})
        if prop.get("type") == "array" and isinstance(prop.get("items"), dict):
            prop, backend = prop["items"], _deref(backend.get("items") or {})
        if prop.get("type") == "object" and prop.get("properties"):
            here = f"{path}{key}"
            out.append((here, set(prop.get("required") or []), set(backend.get("required") or [])))
            out += _nested(prop, backend, here + ".")
    return out


def next_step(error: dict[str, Any]) -> str:
    return str(for_model({"success": False, "error": error})["error"]["next_step"])


@pytest.mark.parametrize("name", VALIDATED)
def test_every_nested_object_requires_only_what_its_schema_says(name: str) -> None:
    for path, said, required in _nested(TOOLS_BY_NAME[name]["input_schema"], BODIES[name]):
        assert required <= said, f"{name}.{path}: the backend requires {sorted(required - said)}, the schema does not"


def test_remove_day_alone_is_a_day_less() -> None:
    bid = family(SB, adults=2, children=())["booking_id"]
    quote = SB.data("previewReschedule", {"booking_id": bid, "remove_day": {}})
    assert quote["proposed"]["duration_days"] == quote["current"]["duration_days"] - 1
    assert quote["proposed"]["removed_days"]


WRONG = {"string": {"x": 1}, "integer": "many", "number": "many", "boolean": "maybe", "array": 5, "object": 5}


@pytest.mark.parametrize("name", VALIDATED)
def test_every_refused_field_is_named_in_the_next_step(name: str) -> None:
    for field, prop in TOOLS_BY_NAME[name]["input_schema"]["properties"].items():
        backend = _deref((BODIES[name].get("properties") or {}).get(field) or {})
        kind = prop.get("type")
        if kind not in WRONG or not backend or (kind == "string" and "enum" not in prop and "format" not in prop):
            continue  # a string the backend takes as text, or a field only the tool layer reads
        error = SB.error(name, {field: WRONG[kind]}, 400)
        assert error["code"] == "INVALID_INPUT", error
        for seen in (error, {k: v for k, v in error.items() if k != "details"}):  # listed, or in the message only
            step = next_step(seen)
            assert step != NO_FIELD_NAMED and field in step, (name, field, seen, step)


@pytest.mark.parametrize(
    "message,field",
    [
        ("Invalid input. remove_day.day: Field required", "remove_day.day"),
        ("Invalid input for getWeatherForecast: 'date' is required. Fix these fields and call again.", "date"),
        ("Invalid input. people_count: Input should be greater than or equal to 1", "people_count"),
    ],
)
def test_a_field_only_the_message_names_is_named_in_the_next_step(message: str, field: str) -> None:
    assert field in next_step({"code": "INVALID_INPUT", "message": message})


def test_a_word_in_a_sentence_is_not_a_field() -> None:
    step = next_step({"code": "INVALID_INPUT", "message": "That is the booking as it is: nothing to change on day 2."})
    assert step == NO_FIELD_NAMED
