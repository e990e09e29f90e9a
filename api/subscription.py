"""One Redis pattern subscription that survives Redis going away.

Shared by the events-hint listener and the payment relay: subscribe, hand every message to
``on_message``, and on any failure close, wait (0.5 s doubling to 10 s) and subscribe again.
``on_state(True|False)`` tells the owner when the subscription is up or down.
"""

from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable

import structlog

log = structlog.get_logger("derlg.bridge.redis")


async def subscribe_forever(
    redis: Any,
    pattern: str,
    on_message: Callable[[str, Any], Awaitable[None]],
    on_state: Callable[[bool], None],
    name: str,
) -> None:
    backoff = 0.5
    while True:
        pubsub = redis.pubsub()
        try:
            await pubsub.psubscribe(pattern)
            backoff = 0.5
            on_state(True)
            log.info(f"{name}_subscribed", pattern=pattern)
            async for message in pubsub.listen():
                if message.get("type") != "pmessage":
                    continue
                channel = message.get("channel")
                if isinstance(channel, bytes):
                    channel = channel.decode("utf-8", "replace")
                await on_message(str(channel), message.get("data"))
            raise ConnectionError("subscription ended")
        except asyncio.CancelledError:
            raise
        except Exception as err:  # noqa: BLE001 - reconnect with backoff
            on_state(False)
            log.warning(f"{name}_down", error=type(err).__name__, retry_in=backoff)
            await asyncio.sleep(backoff)
            backoff = min(backoff * 2, 10.0)
        finally:
            try:
                await pubsub.aclose()
            except Exception:  # noqa: BLE001
                pass
