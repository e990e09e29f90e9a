"""``python -m sandbox``: serve the sandbox backend on SANDBOX_HOST:SANDBOX_PORT."""

from __future__ import annotations

import uvicorn

from agent.settings import get_settings
from sandbox.app import create_app


def main() -> None:
    settings = get_settings()
    uvicorn.run(create_app(settings), host=settings.sandbox_host, port=settings.sandbox_port,
                log_level=settings.log_level.lower())


if __name__ == "__main__":
    main()
