"""Several priced options shown together are never one chosen quote (a sunset boat $108 and a cooking class
$126 previewed for the traveller to choose, and the card below showed only the cooking class, "to pay $126").

Invariant: when a turn prices two or more quotes of one kind, every one has its own card, in the order asked;
each is headed as an option not chosen yet, has no buttons and no expiry, and none reads as the payable quote.
A single quote keeps its own card."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from agent.formatter import format_frames
from agent.tools.calls import ToolOutcome
from tests.agent.test_aftercare import ok, paid_state

OPTION_WORDS = {"EN": "Option {n} of {of}, not chosen yet", "ZH": "选项 {n}/{of}（尚未选择）", "KH": "មិនទាន់ជ្រើសរើសទេ"}
PAY_AS_CHOSEN = {"EN": "If you made this change", "ZH": "如果做此更改", "KH": "បើធ្វើការផ្លាស់ប្តូរនេះ"}


def quote(n: int, amount: float, purpose: str) -> ToolOutcome:
    data = {
        "quote_id": f"qt_{n}",
        "amount_due_usd": amount,
        "refund_usd": 0.0,
        "purpose": purpose,
        "add_activities": [f"activity {n}"],
        "expires_at": "2026-12-01T06:54:07+00:00",
    }
    return ToolOutcome(tool_use_id=f"t{n}", name="previewReschedule", result=ok(data))


@settings(max_examples=40, deadline=None)
@given(
    amounts=st.lists(st.integers(min_value=1, max_value=900), min_size=2, max_size=4),
    language=st.sampled_from(sorted(OPTION_WORDS)),
    purpose=st.sampled_from(["information", "change"]),
)
def test_each_option_has_its_own_card_none_chosen(amounts: list[int], language: str, purpose: str) -> None:
    state = paid_state(turn=3)
    state.preferred_language = language
    outcomes = [quote(i, float(a), purpose) for i, a in enumerate(amounts)]
    frames = format_frames("Which one would you like?", outcomes, state)
    cards = [f for f in frames if f["type"] == "quote"]
    assert [c["quote_id"] for c in cards] == [f"qt_{i}" for i in range(len(amounts))]  # every option, in order
    assert [c["amount_usd"] for c in cards] == [float(a) for a in amounts]
    assert cards[0]["text"] == "Which one would you like?" and all(c["text"] == "" for c in cards[1:])
    groups = {c["option"]["group"] for c in cards}
    assert len(groups) == 1  # one choice, its cards side by side
    for n, card in enumerate(cards, start=1):
        assert card["option"]["n"] == n and card["option"]["of"] == len(amounts)
        assert not card["actions"] and card["expires_at"] is None and card["purpose"] == "information"
        words = OPTION_WORDS[language].format(n=n, of=len(amounts))
        assert words in card["heading"] and PAY_AS_CHOSEN[language] not in card["heading"]


def test_the_same_quote_twice_is_one_card() -> None:
    state = paid_state(turn=3)
    frames = format_frames("", [quote(1, 108.0, "information"), quote(1, 108.0, "information")], state)
    (card,) = [f for f in frames if f["type"] == "quote"]
    assert card.get("option") is None and card["heading"].startswith("If you made this change")


def test_one_quote_keeps_its_own_card() -> None:
    state = paid_state(turn=3)
    (card,) = [f for f in format_frames("", [quote(1, 126.0, "change")], state) if f["type"] == "quote"]
    assert card.get("option") is None and card["actions"]  # the one quote, answerable


def test_a_booking_summary_issued_twice_is_one_answerable_card() -> None:
    """Only alternative changes to a booking are options: a booking summary previewed twice in a turn (same trip,
    same figures, a new quote_id) is the newest summary with its buttons, never 'option 1 of 2' and 'option 2 of
    2' with nothing to confirm (relay 70)."""
    state = paid_state(turn=3)
    summaries = [
        ToolOutcome(
            tool_use_id=f"b{n}",
            name="previewBooking",
            result=ok(
                {"quote_id": f"qb_{n}", "total_usd": 477.0, "trip_name": "Kep", "expires_at": f"2026-12-01T0{n}:00"}
            ),
        )
        for n in (1, 2)
    ]
    cards = [f for f in format_frames("", summaries, state) if f["type"] == "quote"]
    assert [c["quote_id"] for c in cards] == ["qb_2"] and cards[0].get("option") is None


def test_a_change_requoted_alike_is_one_card() -> None:
    state = paid_state(turn=3)
    again = [quote(1, 108.0, "change"), quote(2, 108.0, "change")]
    again[1].result["data"]["add_activities"] = ["activity 1"]
    cards = [f for f in format_frames("", again, state) if f["type"] == "quote"]
    assert [c["quote_id"] for c in cards] == ["qt_2"] and cards[0].get("option") is None
