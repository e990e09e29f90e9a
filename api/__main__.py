"""``python -m api``: serve the bridge with uvicorn on BRIDGE_HOST:BRIDGE_PORT."""

from __future__ import annotations

import sys

import uvicorn
from pydantic import ValidationError

from agent.logs import configure_logging
from agent.settings import get_settings
from api.app import create_app


def main() -> None:
    try:
        settings = get_settings()
    except ValidationError as err:
        print(f"Invalid settings: {err}", file=sys.stderr)
        raise SystemExit(2) from None
    configure_logging(settings.log_level, component="bridge")
    uvicorn.run(create_app(settings), host=settings.bridge_host, port=settings.bridge_port,
                log_level=settings.log_level.lower(), access_log=False)


if __name__ == "__main__":
    main()
