"""The bridge process keeps bad client input out of its error log."""

from __future__ import annotations

import logging

from api.__main__ import QuietInvalidUtf8


def _record(msg: str) -> logging.LogRecord:
    try:
        raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")
    except UnicodeDecodeError:
        import sys

        return logging.LogRecord("uvicorn.error", logging.ERROR, __file__, 1, msg, None, sys.exc_info())


def test_invalid_utf8_from_a_client_is_a_warning_without_traceback():
    record = _record("Invalid UTF-8 sequence received from client.")
    assert QuietInvalidUtf8().filter(record) is True
    assert record.levelno == logging.WARNING and record.exc_info is None


def test_other_errors_keep_their_level_and_traceback():
    record = _record("Exception in ASGI application")
    assert QuietInvalidUtf8().filter(record) is True
    assert record.levelno == logging.ERROR and record.exc_info is not None
