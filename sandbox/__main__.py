"""``python -m sandbox``: serve the sandbox backend on SANDBOX_HOST:SANDBOX_PORT.

Environment: the usual settings (AI_SERVICE_KEY, SANDBOX_HOLD_SECONDS, TEMPORAL_ADDRESS,
TEMPORAL_NAMESPACE...), the fault knobs ``SANDBOX_FAULT_*`` (sandbox/faults.py) and
``SANDBOX_DEV_OPEN=1`` to let the /sandbox/* controls run without the service key, and
``SANDBOX_SEATS_SHARED=0`` to count each traveller's seats apart (the eval runner: tasks played side by
side never take each other's seats).
"""

from __future__ import annotations

import uvicorn

from agent.logs import configure_logging
from agent.settings import get_settings
from sandbox.app import create_app


def main() -> None:
    settings = get_settings()
    configure_logging(settings.log_level, component="sandbox")
    uvicorn.run(
        create_app(settings),
        host=settings.sandbox_host,
        port=settings.sandbox_port,
        log_level=settings.log_level.lower(),
    )


if __name__ == "__main__":
    main()
