"""A short-lived cache for tool results that may be reused (weather, currency, places).

Only tools whose catalog spec has ``cache_ttl_seconds > 0`` are cached, and only successful
results. The key is the tool name, the language and the canonical JSON of the input (hashed to
keep keys short). Redis (``derlg:toolcache:`` prefix, ``SETEX``) when ``REDIS_URL`` is set, a
bounded in-process TTL dict otherwise. A broken cache never breaks a tool call: errors are logged
and read as a miss.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import OrderedDict
from typing import Any, Callable, Optional, Protocol

import structlog

from agent.settings import Settings

log = structlog.get_logger("derlg.toolcache")

REDIS_PREFIX = "derlg:toolcache:"


def cache_key(tool_name: str, language: str, tool_input: dict[str, Any]) -> str:
    canonical = json.dumps(tool_input, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = hashlib.sha256(canonical.encode("utf-8")).hexdigest()
    return f"{tool_name}:{language}:{digest}"


class ToolCache(Protocol):
    async def get(self, key: str) -> Optional[dict[str, Any]]: ...

    async def set(self, key: str, value: dict[str, Any], ttl_seconds: int) -> None: ...

    async def aclose(self) -> None: ...


class MemoryToolCache:
    """In-process TTL cache, bounded: the oldest entries go first when full."""

    def __init__(self, max_entries: int = 1024, clock: Callable[[], float] = time.monotonic) -> None:
        self.max_entries = max_entries
        self._clock = clock
        self._items: OrderedDict[str, tuple[float, str]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    async def get(self, key: str) -> Optional[dict[str, Any]]:
        item = self._items.get(key)
        if item is None:
            return None
        expires_at, payload = item
        if self._clock() >= expires_at:
            del self._items[key]
            return None
        self._items.move_to_end(key)
        return json.loads(payload)  # a fresh copy: callers may mutate what they get

    async def set(self, key: str, value: dict[str, Any], ttl_seconds: int) -> None:
        if ttl_seconds <= 0:
            return
        self._items[key] = (self._clock() + ttl_seconds, json.dumps(value))
        self._items.move_to_end(key)
        while len(self._items) > self.max_entries:
            self._items.popitem(last=False)

    async def aclose(self) -> None:
        self._items.clear()


class RedisToolCache:
    """Shared cache across workers: ``SETEX derlg:toolcache:<key> <ttl> <json>``."""

    def __init__(self, redis_url: str, prefix: str = REDIS_PREFIX) -> None:
        import redis.asyncio as redis_asyncio

        self.prefix = prefix
        self._redis = redis_asyncio.from_url(
            redis_url, decode_responses=True, socket_timeout=2.0, socket_connect_timeout=2.0
        )

    async def get(self, key: str) -> Optional[dict[str, Any]]:
        try:
            raw = await self._redis.get(self.prefix + key)
        except Exception as exc:  # noqa: BLE001 - a cache outage is a miss, not a failure
            log.warning("tool_cache_unavailable", op="get", error_type=type(exc).__name__)
            return None
        if raw is None:
            return None
        try:
            value = json.loads(raw)
        except ValueError:
            return None
        return value if isinstance(value, dict) else None

    async def set(self, key: str, value: dict[str, Any], ttl_seconds: int) -> None:
        if ttl_seconds <= 0:
            return
        try:
            await self._redis.setex(self.prefix + key, ttl_seconds, json.dumps(value))
        except Exception as exc:  # noqa: BLE001
            log.warning("tool_cache_unavailable", op="set", error_type=type(exc).__name__)

    async def aclose(self) -> None:
        await self._redis.aclose()


def build_cache(settings: Settings) -> ToolCache:
    if settings.redis_url:
        return RedisToolCache(settings.redis_url)
    return MemoryToolCache()
