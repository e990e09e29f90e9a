"""``python -m api``: serve the bridge with uvicorn on BRIDGE_HOST:BRIDGE_PORT."""

from __future__ import annotations

import logging
import sys

import uvicorn
from pydantic import ValidationError

from agent.logs import configure_logging
from agent.settings import get_settings
from api.app import create_app
from api.limits import WS_MAX_BYTES


class QuietInvalidUtf8(logging.Filter):
    """uvicorn logs a client's invalid UTF-8 text frame as an ERROR with a traceback, then closes
    the socket with 1007 as it should. That is bad input, not a bridge fault: keep one warning line."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.getMessage().startswith("Invalid UTF-8 sequence"):
            record.exc_info, record.exc_text = None, None
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


def main() -> None:
    try:
        settings = get_settings()
    except ValidationError as err:
        print(f"Invalid settings: {err}", file=sys.stderr)
        raise SystemExit(2) from None
    configure_logging(settings.log_level, component="bridge")
    config = uvicorn.Config(
        create_app(settings),
        host=settings.bridge_host,
        port=settings.bridge_port,
        log_level=settings.log_level.lower(),
        access_log=False,
        ws_max_size=WS_MAX_BYTES,
    )
    logging.getLogger("uvicorn.error").addFilter(QuietInvalidUtf8())
    uvicorn.Server(config).run()


if __name__ == "__main__":
    main()
