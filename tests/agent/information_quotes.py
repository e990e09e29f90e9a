"""What every quote asked about for information only must satisfy, whatever its kind (cancellation,
reschedule): shared by tests/agent/test_cancellation_information.py and test_reschedule_information.py."""

from __future__ import annotations

from typing import Any, Callable, Optional

from agent.consent import hear, open_quotes
from agent.quote_consent import ConsentFrame

LANGUAGES = ("EN", "KH", "ZH")
Refusal = Callable[[Any], Optional[str]]


def assert_never_confirmable(state: Any, card: Any, kind: str, said: list[str], press: bool, refusal: Refusal) -> None:
    """A card without buttons; no words and no button press answer it; its confirming call is refused."""
    assert card is not None and card["actions"] == [] and card["purpose"] == "information"
    assert card.get("expires_at") is None  # no buttons to retire
    assert open_quotes(state) == []  # nothing awaits an answer
    for i, text in enumerate(said):
        assert hear(state, text, seen_seq=20 + i, message_id=f"m{i}") is None
    if press:  # a button press by its id (a forged or stale frame) answers nothing
        assert hear(state, "", 30, "m9", ConsentFrame(quote_id=card["quote_id"], decision="confirm")) is None
    assert state.after_payment is not None and state.after_payment.quotes[kind].consent.answer is None
    assert refusal(state) == "QUOTE_FOR_INFORMATION"


def assert_headings_in_each_language(headings: dict[str, Any]) -> None:
    assert all(headings.values()) and len(set(headings.values())) == len(LANGUAGES)
    assert "\u1780" <= headings["KH"][0] <= "\u17ff" and any("\u4e00" <= ch <= "\u9fff" for ch in headings["ZH"])


def assert_a_live_quote(state: Any, card: Any, kind: str, text: str, refusal: Refusal) -> None:
    """Not for information: buttons, and the traveller's yes confirms it."""
    assert card is not None and [a["decision"] for a in card["actions"]] == ["confirm", "decline"]
    assert card.get("purpose") is None
    assert refusal(state) == "NEEDS_CONFIRMATION"
    assert hear(state, text, seen_seq=20, message_id="m1") == (kind, "yes")
    assert refusal(state) is None


def assert_purpose_offered(tool: dict[str, Any], purposes: list[str]) -> None:
    """The tool offers ``purpose`` (information first, the acting one the default) without requiring it."""
    schema = tool["input_schema"]["properties"]["purpose"]
    assert schema["enum"] == purposes and schema["default"] == purposes[1]
    assert "purpose" not in tool["input_schema"].get("required", [])


def assert_backend_refuses_information(
    sb: Any, preview: str, confirm: str, body: dict[str, Any], acting: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The backend refuses to confirm an information quote, and confirms the acting quote of the same figures;
    returns that quote and its confirmation."""
    info = sb.data(preview, {**body, "purpose": "information"})
    assert info["purpose"] == "information"
    error = sb.error(confirm, {"booking_id": body["booking_id"], "quote_id": info["quote_id"]}, 409)
    assert error["code"] == "QUOTE_FOR_INFORMATION"
    acted = sb.data(preview, body)
    assert acted["purpose"] == acting and acted["refund_usd"] == info["refund_usd"]
    return acted, sb.data(confirm, {"booking_id": body["booking_id"], "quote_id": acted["quote_id"]})
