"""One deadline per top-up (docs/decisions.md, relay 24 req 32): a QR living until pay_by is never watched
as a deadline of its own nor said beside it, and a KH / ZH status_label writes that deadline in the
session's words, never a raw ISO or "YYYY-MM-DD HH:MM" moment."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from hypothesis import given, strategies as st

from agent.aftercare import context_lines
from agent.status_words import with_labels
from agent.top_up_expiry import top_up_expiry
from tests.agent.test_top_up_expiry import EXPIRES, NOW, owing

RAW = re.compile(r"\d{4}-\d{2}-\d{2}|\d{2}:\d{2} ICT")


@given(extra=st.integers(0, 3000), language=st.sampled_from(["EN", "KH", "ZH"]))
def test_a_qr_living_until_pay_by_is_no_second_deadline(extra: int, language: str) -> None:
    pay_by = EXPIRES - timedelta(minutes=extra)  # the QR ends at pay_by, or later
    state = owing(language, top_up_pay_by=pay_by.isoformat())
    assert top_up_expiry(state) is None
    context = "\n".join(context_lines(state, NOW, None))
    assert "top_up_deadline" in context and "QR code (not a deadline)" not in context
    shorter = owing(language, top_up_pay_by=(EXPIRES + timedelta(minutes=extra + 1)).isoformat())
    assert top_up_expiry(shorter) == EXPIRES  # a backend QR shorter than pay_by is still watched
    assert "QR code (not a deadline)" in "\n".join(context_lines(shorter, NOW, None))


@given(
    moment=st.datetimes(datetime(2020, 1, 1), datetime(2100, 1, 1), timezones=st.just(UTC)).map(datetime.isoformat),
    language=st.sampled_from(["KH", "ZH"]),
    local=st.booleans(),
)
def test_an_owing_status_label_says_its_deadline_in_words(moment: str, language: str, local: bool) -> None:
    owed = {"amount_usd": 479.0, "pay_by": moment, **({"pay_by_local": "2026-11-30 12:55 ICT"} if local else {})}
    booking = {"status": "CONFIRMED", "payment_state": "BALANCE_DUE", "pending_top_up": owed}
    said = with_labels({"booking": booking}, language)["booking"]["status_label"]
    assert "479" in said and not RAW.search(said), said
