"""No raw code reaches a Khmer or Chinese model without its words (issue 38: a relay model wrote
"(RESERVED)", "(DECLINED_BY_BANK)" and "(CONFIRMED)" in Khmer answers).

Every tool result the model can receive (tests/agent/test_model_view_audit.py's list, plus a failed
payment), as a KH / ZH session's model reads it: each code (``RESERVED``, ``moderate``,
``typical_for_season``) sits in a field for logic only (agent.status_words.LOGIC_ONLY) or has a
``<field>_label`` beside it in the session's script; the context's status lines say the words too.
"""

from __future__ import annotations

import re
from datetime import timedelta
from typing import Any, Iterator

import pytest

from agent.prompts.context import render_context
from agent.side_effects import apply_side_effects
from agent.state import AgentState
from agent.status_words import CONFIRMED_OWING, CONFIRMED_OWING_EN, LABELLED, LOGIC_ONLY, STATUS, SUFFIX, with_labels
from agent.tools.guidance import for_model
from tests.agent.contract_support import NOW, at_stage
from tests.agent.test_model_view_audit import backend_results, workflow_results
from tests.sandbox.support import Sandbox

CODE = re.compile(r"^(?:[A-Z]{2,}(?:_[A-Z]+)*|[a-z]+(?:_[a-z]+)+)$")
LOWER_CODES = frozenset({"easy", "moderate", "hard", "budget", "standard", "luxury", "forecast", "stressed",
                         "adventurous", "romantic", "curious", "family", "reschedule", "cancellation", "booking",
                         "allergy", "medical", "mobility", "diet", "general", "duration", "group", "driver", "adult",
                         "child", "infant"})  # fmt: skip
SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}


def is_code(value: str) -> bool:
    return bool(CODE.match(value.strip())) or value.strip() in LOWER_CODES


def failed_payment(lang: str) -> tuple[str, dict[str, Any]]:
    sb = Sandbox()
    booking = sb.book()
    qr = sb.data("generatePaymentQR", {"booking_id": booking["booking_id"]})
    assert sb.sandbox_post(f"/sandbox/payments/{qr['payment_intent_id']}/fail").status_code == 200
    return "checkPaymentStatus (failed)", sb.call(
        "checkPaymentStatus", {"payment_intent_id": qr["payment_intent_id"]}, lang=lang
    ).json()


def unsaid_codes(view: Any, language: str, path: str = "") -> Iterator[str]:
    """Every code of ``view`` that is neither for logic only nor labelled in ``language``'s script,
    and every label that is not in that script."""
    if isinstance(view, list):
        for i, item in enumerate(view):
            yield from unsaid_codes(item, language, f"{path}[{i}]")
        return
    if not isinstance(view, dict):
        return
    for key, value in view.items():
        where = f"{path}.{key}"
        if key.endswith(SUFFIX):
            said = value if isinstance(value, list) else [value]
            if not all(isinstance(s, str) and SCRIPT[language].search(s) and not is_code(s) for s in said):
                yield f"{where}: {value!r} is not in the session's words"
            continue
        codes = [v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str) and is_code(v)]
        if codes and key not in LOGIC_ONLY and key + SUFFIX not in view:
            yield f"{where}: {codes} without {key}{SUFFIX}"
        if isinstance(value, (dict, list)):
            yield from unsaid_codes(value, language, where)


@pytest.mark.parametrize("lang", ["KH", "ZH"])
def test_every_code_a_khmer_or_chinese_model_reads_has_its_words(lang: str) -> None:
    results = [*backend_results(lang), *workflow_results(), failed_payment(lang)]
    problems: list[str] = []
    labelled: set[str] = set()
    for label, result in results:
        view = for_model(result, lang, label.split(" ")[0])
        problems += [f"{label}{p}" for p in unsaid_codes(view, lang)]
        labelled |= set(re.findall(r'"(\w+)_label"', str(view).replace("'", '"')))
    assert problems == []
    # the words a relay model needed are there: booking, payment and request status, effort, forecast, fit
    assert {"status", "booking_status", "level", "forecast_type", "does_not_fit", "tier", "difficulty"} <= labelled


def test_an_english_model_reads_the_codes_alone() -> None:
    """English sessions pay no tokens for labels (the model says 'reserved' by itself)."""
    for label, result in backend_results("EN")[:12]:
        assert "_label" not in str(for_model(result, "EN", label.split(" ")[0])), label


def test_the_check_finds_a_code_without_words() -> None:
    view = {"data": {"status": "RESERVED", "x": {"level": "hard", "level_label": "hard"}, "code": "X_Y"}}
    assert list(unsaid_codes(view, "ZH")) == [
        ".data.status: ['RESERVED'] without status_label",
        ".data.x.level_label: 'hard' is not in the session's words",
    ]
    assert set(LABELLED) & LOGIC_ONLY == set()


@pytest.mark.parametrize("lang", ["KH", "ZH"])
@pytest.mark.parametrize("paid", ["PENDING", "CONFIRMED", "CANCELLED"])
def test_the_context_says_each_status_in_the_sessions_words(lang: str, paid: str) -> None:
    state = at_stage(AgentState.PAYMENT if paid == "PENDING" else AgentState.POST_BOOKING)
    state.preferred_language = lang  # type: ignore[assignment]
    if paid == "CANCELLED":
        state.payment_status = "CONFIRMED"
        refund = {"refund_id": "rf_1", "amount_usd": 10.0, "status": "PENDING", "reason": "cancellation",
                  "expected_by": (NOW + timedelta(days=5)).isoformat()}  # fmt: skip
        data = {"booking_id": "bk", "cancelled": True, "status": "CANCELLED", "refund_usd": 10.0, "refund": refund}
        apply_side_effects(state, "confirmCancellation", {"booking_id": "bk"}, {"success": True, "data": data}, NOW)
    state.payment_status = paid
    lines = [
        line
        for line in render_context(state, NOW).splitlines()
        if line.startswith(("- booking_status", "- paid_booking", "- refund"))
    ]
    assert len(lines) >= (1 if paid == "PENDING" else 2), lines
    for line in lines:
        codes = re.findall(r"\b(RESERVED|CONFIRMED|CANCELLED|PENDING|COMPLETED)\b", line)
        assert codes and line.count("the traveller's words: ") >= len(codes), line
        assert SCRIPT[lang].search(line), line


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("state", ["PAID", "BALANCE_DUE", "BALANCE_DUE_AND_REFUND_PENDING", "REFUND_PENDING"])
def test_a_confirmed_booking_owing_a_top_up_is_never_said_plainly_confirmed(lang: str, state: str) -> None:
    """Relay 10 req 28: "បានបញ្ជាក់" for a booking whose change's top-up was unpaid. A confirmed booking
    owing a top-up says so in its status words, in every language; one that owes nothing says confirmed."""
    result = {"data": {"booking": {"status": "CONFIRMED", "payment_state": state}}}
    said = with_labels(result, lang)["data"]["booking"].get("status_label")
    column = {"KH": 0, "ZH": 1}.get(lang)
    if state.startswith("BALANCE_DUE"):
        assert said == (CONFIRMED_OWING_EN if column is None else CONFIRMED_OWING[column])
    else:
        assert said == (None if column is None else STATUS["CONFIRMED"][column])
