"""Validate a model's tool input against the tool's schema before any backend call (req 15.9).

A small JSON-schema subset, enough for :mod:`agent.tools.schemas`: ``type``, ``enum``,
``required``, ``minimum``/``maximum``, ``minLength``/``maxLength``, ``minItems``/``maxItems``,
``pattern``, ``format`` (``date``, ``email``), ``additionalProperties: false``,
``minProperties``, nested objects and arrays. An invalid input becomes an ``INVALID_INPUT``
tool result that tells the model which field is wrong and how, so it can fix the call.

``user_id`` never comes from the model (seed 001 §7): :func:`prepare_tool_input` strips it and
the tool activity injects the session's own from ``ToolCall.user_id``.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Optional

from agent.state import LANGUAGES, ConversationState
from agent.tools.calls import error_result
from agent.tools.catalog import ENDPOINTS
from agent.tools.phone import clean_phone
from agent.tools.phone_country import read_phone
from agent.tools.schemas import BACKEND_BODIES, TOOLS_BY_NAME

# Keys the tool layer owns: tolerated at the top level of any input, whatever the schema says.
SESSION_KEYS = ("user_id",)
# Phone fields normalised before validation ("012 345 678" -> "+85512345678"; agent.tools.phone).
PHONE_FIELDS: dict[str, tuple[str, ...]] = {"validateUserDetails": ("phone",), "createBooking": ("customer_phone",)}

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_MAX_ERRORS = 5


def _type_ok(expected: str, value: Any) -> bool:
    if expected == "string":
        return isinstance(value, str)
    if expected == "integer":
        if isinstance(value, bool):
            return False
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    if expected == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool) and value == value
    if expected == "boolean":
        return isinstance(value, bool)
    if expected == "object":
        return isinstance(value, dict)
    if expected == "array":
        return isinstance(value, list)
    if expected == "null":
        return value is None
    return True


def _describe(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        shown = value if len(value) <= 40 else value[:37] + "..."
        return f"the string {shown!r}"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _check(schema: dict[str, Any], value: Any, path: str, errors: list[str]) -> None:
    """Append readable problems with ``value`` at ``path`` to ``errors``."""
    where = path or "input"
    expected = schema.get("type")
    if expected is not None:
        types = expected if isinstance(expected, list) else [expected]
        if not any(_type_ok(t, value) for t in types):
            errors.append(f"'{where}' must be {' or '.join(_article(t) for t in types)}, got {_describe(value)}")
            return
    if "enum" in schema and value not in schema["enum"]:
        options = ", ".join(repr(v) for v in schema["enum"])
        errors.append(f"'{where}' must be one of {options}, got {_describe(value)}")
        return
    if isinstance(value, str):
        _check_string(schema, value, where, errors)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            errors.append(f"'{where}' must be at least {schema['minimum']}, got {value!r}")
        if "maximum" in schema and value > schema["maximum"]:
            errors.append(f"'{where}' must be at most {schema['maximum']}, got {value!r}")
    elif isinstance(value, list):
        _check_array(schema, value, path, where, errors)
    elif isinstance(value, dict):
        _check_object(schema, value, path, errors)


def _article(type_name: str) -> str:
    return {"integer": "an integer", "array": "an array", "object": "an object"}.get(type_name, f"a {type_name}")


def _check_string(schema: dict[str, Any], value: str, where: str, errors: list[str]) -> None:
    if "minLength" in schema and len(value) < schema["minLength"]:
        errors.append(
            f"'{where}' must not be empty"
            if schema["minLength"] == 1 and not value
            else f"'{where}' must have at least {schema['minLength']} characters"
        )
    if "maxLength" in schema and len(value) > schema["maxLength"]:
        errors.append(f"'{where}' must have at most {schema['maxLength']} characters, got {len(value)}")
    if "pattern" in schema and re.search(schema["pattern"], value) is None:
        errors.append(f"'{where}' must match {schema['pattern']}, got {_describe(value)}")
    fmt = schema.get("format")
    if fmt == "date" and not _is_date(value):
        errors.append(f"'{where}' must be a real date as YYYY-MM-DD, got {_describe(value)}")
    elif fmt == "email" and _EMAIL.match(value) is None:
        errors.append(f"'{where}' must be an email address like name@example.com, got {_describe(value)}")


def _is_date(value: str) -> bool:
    if _DATE.match(value) is None:
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _check_array(schema: dict[str, Any], value: list[Any], path: str, where: str, errors: list[str]) -> None:
    if "minItems" in schema and len(value) < schema["minItems"]:
        errors.append(f"'{where}' must have at least {schema['minItems']} items, got {len(value)}")
    if "maxItems" in schema and len(value) > schema["maxItems"]:
        errors.append(f"'{where}' must have at most {schema['maxItems']} items, got {len(value)}")
    items = schema.get("items")
    if isinstance(items, dict):
        for i, item in enumerate(value):
            _check(items, item, f"{path}[{i}]" if path else f"[{i}]", errors)


def _check_object(
    schema: dict[str, Any], value: dict[str, Any], path: str, errors: list[str], tolerated: tuple[str, ...] = ()
) -> None:
    props: dict[str, Any] = schema.get("properties", {})
    for name in schema.get("required", []):
        if name not in value or value[name] is None:
            errors.append(f"missing required field '{_join(path, name)}'")
    if "minProperties" in schema and len(value) < schema["minProperties"]:
        errors.append(
            f"'{path or 'input'}' must have at least {schema['minProperties']} field(s)"
            + (f" out of: {', '.join(props)}" if props else "")
        )
    if schema.get("additionalProperties") is False:
        for name in value:
            if name not in props and name not in tolerated:
                allowed = ", ".join(props) or "none"
                errors.append(f"unknown field '{_join(path, name)}' (allowed: {allowed})")
    for name, sub in props.items():
        if name not in value:
            continue
        if value[name] is None:
            # a top-level optional null is an omitted field (prepare_tool_input drops it)
            if name not in schema.get("required", []) and path:
                errors.append(f"'{_join(path, name)}' must not be null; leave it out instead")
            continue
        _check(sub, value[name], _join(path, name), errors)


def _join(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def schema_errors(name: str, tool_input: Any, backend: bool = False) -> list[str]:
    """Every problem with ``tool_input`` for tool ``name`` (empty when valid). Unknown tool: KeyError.

    ``backend``: check the body the backend receives (agent.tools.schemas.BACKEND_BODIES) rather
    than what the model sends, where the two differ."""
    schema = (BACKEND_BODIES.get(name) if backend else None) or TOOLS_BY_NAME[name]
    schema = schema["input_schema"]
    errors: list[str] = []
    if not isinstance(tool_input, dict):
        return [f"input must be a JSON object, got {_describe(tool_input)}"]
    tolerated: tuple[str, ...] = SESSION_KEYS
    spec = ENDPOINTS.get(name)
    if spec is not None and spec.injects_language:
        tolerated = tolerated + ("language",)
        lang = tool_input.get("language")
        if "language" not in schema.get("properties", {}) and lang is not None and lang not in LANGUAGES:
            errors.append(f"'language' must be one of {', '.join(LANGUAGES)}, got {_describe(lang)}")
    _check_object(schema, tool_input, "", errors, tolerated)
    return errors


def validate_tool_input(name: str, tool_input: dict[str, Any], backend: bool = False) -> Optional[dict[str, Any]]:
    """None when ``tool_input`` is valid for tool ``name``; otherwise an error envelope.

    Codes: ``UNKNOWN_TOOL`` for a name not among the 19 tools, ``INVALID_INPUT`` otherwise.
    The message names the field(s) and what is wrong, so the model can retry correctly.
    """
    if name not in TOOLS_BY_NAME and not (backend and name in BACKEND_BODIES):
        return error_result(
            "UNKNOWN_TOOL",
            f"There is no tool named '{name}'. Available tools: {', '.join(TOOLS_BY_NAME)}.",
        )
    errors = schema_errors(name, tool_input, backend)
    if not errors:
        return None
    shown = errors[:_MAX_ERRORS]
    more = f" (and {len(errors) - len(shown)} more)" if len(errors) > len(shown) else ""
    message = f"Invalid input for {name}: " + "; ".join(shown) + more + ". Fix these fields and call again."
    return error_result("INVALID_INPUT", message, fields=shown)


def prepare_tool_input(name: str, tool_input: dict[str, Any], state: ConversationState) -> dict[str, Any]:
    """A copy of ``tool_input`` ready for validation and the backend.

    - drops any model-supplied ``user_id`` (the activity injects the session's own);
    - drops top-level ``null`` values (an omitted optional field, as models often send them);
    - adds ``language`` from the session where the catalog says the tool takes one and the
      model gave none;
    - normalises phone numbers (spaces/dashes removed, Khmer digits, a national number read with
      the traveller's country: agent.tools.phone_country).
    """
    prepared = {k: v for k, v in dict(tool_input or {}).items() if k not in SESSION_KEYS and v is not None}
    for field in PHONE_FIELDS.get(name, ()):
        if isinstance(prepared.get(field), str):  # with the traveller's country (issue 41)
            typed = prepared[field]
            prepared[field] = read_phone(typed, state.time_zone, state.preferred_language).number or clean_phone(typed)
    spec = ENDPOINTS.get(name)
    if spec is not None and spec.injects_language and "language" not in prepared:
        prepared["language"] = state.preferred_language
    return prepared
