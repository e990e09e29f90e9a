"""What a KH / ZH traveller reads of their special requests is in their language (relay 22 req 2/7/13/50,
relay 24 req 14): special_requests_status, who_confirms and operator_told have their twins, the deadline is said
in words, and every status a request item can take has a status_label."""

from __future__ import annotations

import re

import pytest

from agent.safety import WHO_CONFIRMS, WHO_CONFIRMS_IN
from agent.status_words import label, with_labels
from sandbox.data.practical import SPECIAL_REQUESTS_STATUS
from sandbox.i18n import TABLES
from sandbox.request_items import CONFIRMED_BY_OPERATOR, DECLINED_BY_OPERATOR, TOLD_TO_OPERATOR, WHO_CONFIRMS as ASKED
from sandbox.routes.requests import ALREADY_ASKED, OPERATOR_TOLD, WITHDRAWN
from sandbox.store import AWAITING
from tests.sandbox.support import Sandbox

SCRIPT = {"KH": re.compile(r"[\u1780-\u17ff]"), "ZH": re.compile(r"[\u4e00-\u9fff]")}
RAW = re.compile(r"\d{4}-\d{2}-\d{2}")
STATUSES = (AWAITING, CONFIRMED_BY_OPERATOR, DECLINED_BY_OPERATOR, TOLD_TO_OPERATOR, WITHDRAWN)


@pytest.mark.parametrize("language", ["KH", "ZH"])
def test_every_request_text_and_status_has_its_twin(language: str) -> None:
    for text in (SPECIAL_REQUESTS_STATUS, ASKED, OPERATOR_TOLD, ALREADY_ASKED):
        assert SCRIPT[language].search(TABLES[language].get(text, "")), text
    assert SCRIPT[language].search(WHO_CONFIRMS_IN[language]) and WHO_CONFIRMS_IN[language] != WHO_CONFIRMS
    assert all(label("status", code, language) for code in STATUSES)


@pytest.mark.parametrize("language", ["KH", "ZH"])
def test_a_kh_zh_traveller_reads_the_request_texts_in_their_language(language: str) -> None:
    sb = Sandbox()
    booking = sb.book(special_requests="Vegetarian meals. A quiet room.", language=language)
    said = [booking["special_requests_status"]]
    added = sb.data("addBookingRequest", {"booking_id": booking["booking_id"], "request": "Late pickup"}, lang=language)
    said.append(added["who_confirms"])
    body = {"booking_id": booking["booking_id"], "request_number": 1}
    gone = sb.data("withdrawSpecialRequest", body, lang=language)
    said.append(gone["operator_told"])
    for text in said:
        assert SCRIPT[language].search(text) and not RAW.search(text), text
    items = with_labels(gone, language)["special_request_items"]
    assert all(i.get("status_label") for i in items), items  # the withdrawn one too
