"""Validation of client frames: nothing reaches the workflow unvalidated.

``parse_frame`` turns a raw WebSocket message into an ``AuthFrame`` or ``UserMessageFrame`` or
raises ``FrameError`` with one of the documented error codes; ``sanitize_text`` cleans a message
(trim, drop control characters except newline and tab, length limit). Every error becomes the
contract's ``{"type": "error", "code": "...", "message": "..."}`` frame via ``error_frame``.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from agent.notices import neutralise
from agent.quote_consent import ConsentDecision, ConsentFrame, button_label
from agent.signals import TripChoice
from agent.state import Language
from api.limits import ShapeError, loads_bounded

# Error codes sent to clients (documented in the README).
INVALID_JSON = "invalid_json"
BINARY_NOT_SUPPORTED = "binary_not_supported"
UNKNOWN_TYPE = "unknown_type"
INVALID_FRAME = "invalid_frame"
EMPTY_MESSAGE = "empty_message"
TOO_LONG = "too_long"

MESSAGE_ID_PATTERN = r"^[A-Za-z0-9_.:\-]{1,100}$"
MAX_FRAME_BYTES = 64_000
MAX_USER_ID_CHARS = 200


class FrameError(Exception):
    """A client frame that cannot be accepted; ``code`` is the error frame's code."""

    def __init__(self, code: str, message: str, message_id: Optional[str] = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.message_id = message_id  # the refused message's id, when known

    def frame(self) -> dict[str, Any]:
        return error_frame(self.code, self.message, self.message_id)


def error_frame(code: str, message: str, message_id: Optional[str] = None) -> dict[str, Any]:
    """The contract's error frame; ``message_id`` (an addition) names the message it refuses."""
    frame = {"type": "error", "code": code, "message": message}
    if message_id:
        frame["message_id"] = message_id
    return frame


# How pages and browsers name the three languages (BCP 47 tags, ISO 639 codes, any case): a page
# that sends "en-US" or "km" gets the language it meant, not an error frame before the welcome
# (relay j21, j22 showed travellers "Invalid 'auth' frame: language ...").
LANGUAGE_ALIASES: dict[str, Language] = {
    "EN": "EN",
    "KH": "KH",
    "KM": "KH",
    "KHM": "KH",
    "ZH": "ZH",
    "ZHO": "ZH",
    "CN": "ZH",
}


def language_code(value: Any) -> Any:
    """``value`` as one of EN / KH / ZH when it names one of them (``"en-US"``, ``"km"``, ``"zh-Hans"``)."""
    if not isinstance(value, str):
        return value
    primary = value.strip().replace("_", "-").split("-")[0].upper()
    return LANGUAGE_ALIASES.get(primary, value)


class AuthFrame(BaseModel):
    model_config = ConfigDict(extra="ignore")

    type: Literal["auth"]
    user_id: Optional[str] = Field(None, min_length=1, max_length=200)
    language: Language = "EN"

    _language = field_validator("language", mode="before")(language_code)
    last_seq: Optional[int] = Field(None, ge=0)
    token: Optional[str] = Field(None, max_length=4000)
    time_zone: Optional[str] = Field(None, max_length=64)  # IANA zone of the browser, e.g. "Asia/Singapore"


class UserMessageFrame(BaseModel):
    model_config = ConfigDict(extra="ignore")

    type: Literal["user_message"]
    content: str
    message_id: Optional[str] = Field(None, pattern=MESSAGE_ID_PATTERN)
    last_seq: Optional[int] = Field(None, ge=0)  # the last event seq the client had seen (agent.consent)
    consent: Optional[ConsentFrame] = None  # set for a ``consent`` frame (never sent as a user_message field)
    choice: Optional[TripChoice] = None  # a trip card's Choose press: {"trip_id", "option"}


class ConsentClientFrame(BaseModel):
    """A Confirm / Not now press on a quote card: ``{"type": "consent", "quote_id": "...",
    "decision": "confirm" | "decline", "label": "<the button's words>", "message_id", "last_seq"}``.
    It reaches the workflow as a traveller message whose text is the label (the session's language
    when absent) and whose ``consent`` names the quote."""

    model_config = ConfigDict(extra="ignore")

    type: Literal["consent"]
    quote_id: str = Field(min_length=1, max_length=200)
    decision: ConsentDecision
    label: Optional[str] = Field(None, max_length=200)
    message_id: Optional[str] = Field(None, pattern=MESSAGE_ID_PATTERN)
    last_seq: Optional[int] = Field(None, ge=0)


ClientFrame = Union[AuthFrame, UserMessageFrame]
FRAME_MODELS: dict[str, type[BaseModel]] = {
    "auth": AuthFrame,
    "user_message": UserMessageFrame,
    "consent": ConsentClientFrame,
}


def consent_message(frame: ConsentClientFrame, language: Language, max_chars: int = 4000) -> UserMessageFrame:
    """The traveller message a button press stands for: its label as the text, the quote attached."""
    label = frame.label.strip() if frame.label and frame.label.strip() else button_label(language, frame.decision)
    return UserMessageFrame(
        type="user_message",
        content=sanitize_text(label, max_chars),
        message_id=frame.message_id,
        last_seq=frame.last_seq,
        consent=ConsentFrame(quote_id=frame.quote_id, decision=frame.decision),
    )


def _keep(ch: str) -> bool:
    if ch in "\n\t":
        return True
    cat = unicodedata.category(ch)
    # Cc: control characters; Cs: lone surrogates (not encodable); Cn: unassigned / noncharacters
    return cat not in ("Cc", "Cs") and not (cat == "Cn" and (0xFDD0 <= ord(ch) <= 0xFDEF or ord(ch) & 0xFFFE == 0xFFFE))


def sanitize_text(text: str, max_chars: int = 4000) -> str:
    """Trimmed text without control characters (newline and tab kept); FrameError when empty/too long."""
    cleaned = "".join(ch for ch in text.replace("\r\n", "\n").replace("\r", "\n") if _keep(ch)).strip()
    if not cleaned:
        raise FrameError(EMPTY_MESSAGE, "The message is empty.")
    if len(cleaned) > max_chars:
        raise FrameError(TOO_LONG, f"The message is too long ({len(cleaned)} characters; at most {max_chars}).")
    return neutralise(cleaned)  # "[system] ..." from a traveller stays the traveller's words


def _first_problem(err: ValidationError) -> str:
    first = err.errors()[0]
    where = ".".join(str(p) for p in first.get("loc", ())) or "frame"
    return f"{where}: {first.get('msg', 'invalid')}"


def decode(raw: Union[str, bytes, None]) -> dict[str, Any]:
    """The JSON object of a text frame, or FrameError (binary, bad JSON, not an object)."""
    if raw is None or isinstance(raw, (bytes, bytearray)):
        raise FrameError(BINARY_NOT_SUPPORTED, "Binary frames are not supported; send JSON text frames.")
    if len(raw) > MAX_FRAME_BYTES:
        raise FrameError(TOO_LONG, f"The frame is too large (at most {MAX_FRAME_BYTES} characters).")
    try:
        data = loads_bounded(raw)
    except ShapeError:
        raise FrameError(INVALID_JSON, "The frame is nested too deeply.") from None
    except ValueError:
        raise FrameError(INVALID_JSON, "The frame is not valid JSON.") from None
    if not isinstance(data, dict):
        raise FrameError(INVALID_FRAME, "A frame must be a JSON object with a 'type'.")
    return data


def parse_frame(raw: Union[str, bytes, None], max_chars: int = 4000) -> Union[ClientFrame, ConsentClientFrame]:
    """Validate one client frame; user messages come back with sanitized ``content``."""
    data = decode(raw)
    try:
        return _validate(data, max_chars)
    except FrameError as err:
        err.message_id = err.message_id or _message_id_of(data)
        raise


def _message_id_of(data: dict[str, Any]) -> Optional[str]:
    """The frame's message_id if it is a valid one (so an error frame can name it)."""
    mid = data.get("message_id")
    if isinstance(mid, str) and 0 < len(mid) <= 100 and mid.isascii() and all(c.isalnum() or c in "_.:-" for c in mid):
        return mid
    return None


def _validate(data: dict[str, Any], max_chars: int) -> Union[ClientFrame, ConsentClientFrame]:
    kind = data.get("type")
    if not isinstance(kind, str) or not kind:
        raise FrameError(INVALID_FRAME, "A frame must have a string 'type'.")
    model = FRAME_MODELS.get(kind)
    if model is None:
        raise FrameError(
            UNKNOWN_TYPE, f"Unknown frame type {kind[:40]!r}; expected 'auth', 'user_message' or 'consent'."
        )
    try:
        frame = model.model_validate(data)
    except ValidationError as err:
        raise FrameError(INVALID_FRAME, f"Invalid '{kind}' frame: {_first_problem(err)}") from None
    if isinstance(frame, UserMessageFrame):
        frame.consent = None  # only a ``consent`` frame names a quote
        frame.content = sanitize_text(frame.content, max_chars)
    if isinstance(frame, AuthFrame) and frame.user_id is not None:
        if not valid_user_id(frame.user_id):
            raise FrameError(INVALID_FRAME, "Invalid 'auth' frame: user_id has spaces or control characters.")
    return frame  # type: ignore[return-value]


def valid_user_id(value: str) -> bool:
    """The rule for user ids everywhere (auth frame, X-User-Id): 1-200 printable characters, no
    spaces at either end, no tabs, newlines or other control characters."""
    return 0 < len(value) <= MAX_USER_ID_CHARS and value == value.strip() and _printable(value)


def _printable(value: str) -> bool:
    return all(_keep(ch) and ch not in "\n\t" for ch in value)


def chat_body(body: dict[str, Any], language: Language, max_chars: int = 4000) -> UserMessageFrame:
    """``POST /api/v1/chat``'s body: ``{"message": "...", "last_seq": N}`` or, for a Confirm / Not
    now answer to a quote, ``{"consent": {"quote_id": "...", "decision": "confirm"|"decline"},
    "last_seq": N}`` (``message`` then optional: the button's words in the session's language)."""
    last_seq = body.get("last_seq")
    if last_seq is not None and (not isinstance(last_seq, int) or isinstance(last_seq, bool) or last_seq < 0):
        raise FrameError(INVALID_FRAME, "last_seq must be a whole number >= 0.")
    consent = body.get("consent")
    if consent is not None:
        if not isinstance(consent, dict):
            raise FrameError(INVALID_FRAME, 'consent must be {"quote_id": "...", "decision": "confirm" or "decline"}.')
        try:
            press = ConsentClientFrame.model_validate(
                {**consent, "type": "consent", "label": body.get("message"), "last_seq": last_seq}
            )
        except ValidationError as err:
            raise FrameError(INVALID_FRAME, f"Invalid consent: {_first_problem(err)}") from None
        return consent_message(press, language, max_chars)
    raw = body.get("message")
    if not isinstance(raw, str):
        raise FrameError(INVALID_FRAME, 'The body must be {"message": "..."} (or {"consent": {...}}).')
    return UserMessageFrame(type="user_message", content=sanitize_text(raw, max_chars), last_seq=last_seq)
