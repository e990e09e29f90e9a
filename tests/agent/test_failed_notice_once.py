"""After the system's own failed-payment message, the model's next text never announces it again (relay 36
req 36: the model repeated the failure and the traveller read it as a second one): the notice tells the model
the traveller has seen it, and the offline model's reply to it is only what is next, in every language."""

from __future__ import annotations

import pytest

from activities.models.scripted.phrases import PHRASES
from agent.payment_texts import ALREADY_TOLD, MAX_FAILED_PAYMENTS, payment_failed_note
from agent.prompts.i18n import payment_failed_text


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
@pytest.mark.parametrize("attempts", range(1, MAX_FAILED_PAYMENTS + 1))
def test_the_notice_says_the_traveller_saw_it_and_the_reply_does_not_repeat_it(language: str, attempts: int) -> None:
    told = payment_failed_text(language, attempts)
    note = payment_failed_note(attempts, told)
    assert told in note and ALREADY_TOLD in note
    assert "screen already" in note  # what the offline model reads (activities/models/scripted/payment.py)
    offer = PHRASES["payment_retry_offer"][language]
    failed = PHRASES["payment_failed_status"][language]
    first = failed.split("?")[0].split("។")[0].split("。")[0]  # the failure sentence of the status reply
    assert first not in offer and offer not in told
    said = {x.strip() for x in told.replace("?", ".").replace("។", ".").replace("。", ".").split(".") if x.strip()}
    assert not any(x in offer for x in said)  # no sentence of the system's message again
