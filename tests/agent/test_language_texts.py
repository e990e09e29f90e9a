"""Serving Khmer and Chinese travellers: fixed texts in the right register and true, dates the
local way, language guidance in the prompt, and an output budget sized per language."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from temporalio.testing import ActivityEnvironment

from activities import llm as llm_module
from agent.model import LlmRequest, ModelResponse
from agent.prompts import i18n
from agent.prompts.templates import LANGUAGE_INSTRUCTIONS
from agent.settings import Settings
from agent.state import ConversationState

NOW = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def every_text(lang: str, email_known: bool = False) -> list[str]:
    state = ConversationState.new("s", NOW, language=lang)
    return [
        i18n.welcome_text(lang),
        i18n.resume_text(lang, state),
        i18n.hold_expired_text(lang, None),
        i18n.hold_expired_text(lang, None, "DLG-7K2P"),
        i18n.payment_confirmed_text(lang, "DLG-7K2P", None, email_known),
        i18n.payment_failed_text(lang, 2),
        i18n.support_handoff_text(lang),
        i18n.turn_error_text(lang),
        i18n.loop_limit_text(lang),
        i18n.service_busy_text(lang),
        i18n.session_ended_text(lang),
        i18n.reminder_text(lang, None, "2026-04-20"),
    ]


def test_khmer_texts_use_the_respectful_register() -> None:
    texts = every_text("KH") + every_text("KH", email_known=True)
    assert not [t for t in texts if "អ្នក" in t.replace("អ្នកជំនួយ", "")]
    addressed = [t for t in texts if "លោក/លោកស្រី" in t]
    assert len(addressed) >= 9


def test_chinese_texts_say_nin() -> None:
    texts = every_text("ZH")
    assert not [t for t in texts if "你" in t]
    assert sum("您" in t for t in texts) >= 8


@pytest.mark.parametrize("lang, email_words", [("EN", "email"), ("KH", "អ៊ីមែល"), ("ZH", "邮件")])
def test_a_confirmation_email_is_promised_only_when_one_is_known(lang: str, email_words: str) -> None:
    without = i18n.payment_confirmed_text(lang, "DLG-7K2P", "Kep", email_known=False)
    with_email = i18n.payment_confirmed_text(lang, "DLG-7K2P", "Kep", email_known=True)
    assert email_words not in without and email_words in with_email
    assert "DLG-7K2P" in without and "  " not in without and "  " not in with_email


def test_dates_and_counts_the_local_way() -> None:
    assert i18n.local_date("KH", "2026-04-20") == "ថ្ងៃទី២០ ខែមេសា ឆ្នាំ២០២៦"
    assert i18n.local_date("ZH", "2026-04-20") == "2026年4月20日"
    assert i18n.local_date("EN", "2026-04-20") == "2026-04-20"
    assert i18n.local_date("KH", "not a date") == "not a date"
    assert "ថ្ងៃទី២០ ខែមេសា ឆ្នាំ២០២៦" in i18n.reminder_text("KH", "Kep", "2026-04-20")
    assert "2026年4月20日" in i18n.reminder_text("ZH", "Kep", "2026-04-20")
    assert "លើកទី ២" in i18n.payment_failed_text("KH", 2)


def test_prompt_language_guidance_covers_dates_money_numerals_and_phones() -> None:
    kh, zh = LANGUAGE_INSTRUCTIONS["KH"], LANGUAGE_INSTRUCTIONS["ZH"]
    assert "លោក/លោកស្រី" in kh and "never អ្នក" in kh and "ខែមេសា" in kh
    assert "_khr" in kh and "getCurrencyRates (amount and from_currency" in kh and "012 345 678" in kh and "០-៩" in kh
    assert "您" in zh and "年" in zh and "_cny" in zh and "+86" in zh
    for text in LANGUAGE_INSTRUCTIONS.values():
        assert "never convert by hand" in text.lower() or "never compute riel yourself" in text.lower()


def test_output_budget_is_sized_per_language() -> None:
    settings = Settings(_env_file=None)  # type: ignore[call-arg]
    assert settings.max_tokens_for("EN") == 2048
    assert settings.max_tokens_for("KH") >= 3 * settings.max_tokens_for("EN") - 1
    assert settings.max_tokens_for("EN") < settings.max_tokens_for("ZH") < settings.max_tokens_for("KH")
    custom = Settings(_env_file=None, MAX_TOKENS_KH=5000)  # type: ignore[call-arg]
    assert custom.max_tokens_for("KH") == 5000


@pytest.mark.parametrize("lang, expected", [("EN", 2048), ("KH", 6144), ("ZH", 3072)])
async def test_the_llm_activity_asks_for_the_language_budget(
    monkeypatch: pytest.MonkeyPatch, lang: str, expected: int
) -> None:
    seen: list[int] = []

    class Recorder:
        name = "recorder"

        async def create_message(
            self, system: Any, messages: Any, tools: Any, max_tokens: int = 0, on_text: Any = None
        ) -> ModelResponse:
            seen.append(max_tokens)
            return ModelResponse(content=[{"type": "text", "text": "ok"}], stop_reason="end_turn")

    monkeypatch.setattr(llm_module, "_client_for", lambda settings, language: Recorder())
    state = ConversationState.new("s", NOW, language=lang)
    request = LlmRequest(session_id="s", state=state, messages=[{"role": "user", "content": "hi"}])
    await ActivityEnvironment().run(llm_module.LlmActivities(Settings(_env_file=None)).call_llm, request)  # type: ignore[call-arg]
    assert seen == [expected]
