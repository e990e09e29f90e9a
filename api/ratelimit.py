"""10 user messages per minute per session: a sliding window, in Redis when configured.

``RateLimiter.hit(key)`` records one attempt and answers whether it is allowed. Refused attempts
are not counted, so a client that keeps hammering gets through again once its window slides.
``refund(key)`` gives back the most recent slot: a message that was then not accepted (session
ended, Temporal unavailable) does not use up the traveller's budget.
The Redis limiter keeps a sorted set of timestamps per key (one atomic MULTI per hit) so every
bridge replica shares the budget; on a Redis error it falls back to the in-process limiter.
"""

from __future__ import annotations

import time
import uuid
from collections import deque
from typing import Any, Callable, Optional, Protocol

import structlog

log = structlog.get_logger("derlg.bridge.ratelimit")

RATE_LIMITED = "rate_limited"
KEY_PREFIX = "derlg:ratelimit:"


class RateLimiter(Protocol):
    limit: int

    async def hit(self, key: str) -> bool: ...

    async def refund(self, key: str) -> None: ...


class MemoryRateLimiter:
    """Sliding window of the last ``window`` seconds, per key, in this process."""

    def __init__(self, limit: int = 10, window: float = 60.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.limit = limit
        self.window = window
        self.clock = clock
        self._hits: dict[str, deque[float]] = {}

    async def hit(self, key: str) -> bool:
        return self.hit_sync(key)

    def hit_sync(self, key: str) -> bool:
        now = self.clock()
        hits = self._hits.setdefault(key, deque())
        while hits and hits[0] <= now - self.window:
            hits.popleft()
        if len(hits) >= self.limit:
            return False
        hits.append(now)
        self._prune(now)
        return True

    async def refund(self, key: str) -> None:
        hits = self._hits.get(key)
        if hits:
            hits.pop()

    def _prune(self, now: float) -> None:
        if len(self._hits) > 10_000:
            for k in [k for k, v in self._hits.items() if not v or v[-1] <= now - self.window]:
                del self._hits[k]


class RedisRateLimiter:
    """The same sliding window in a Redis sorted set (shared by every bridge replica)."""

    def __init__(
        self,
        redis: Any,
        limit: int = 10,
        window: float = 60.0,
        clock: Callable[[], float] = time.time,
        fallback: Optional[MemoryRateLimiter] = None,
    ) -> None:
        self.redis = redis
        self.limit = limit
        self.window = window
        self.clock = clock
        self.fallback = fallback or MemoryRateLimiter(limit, window)

    async def hit(self, key: str) -> bool:
        now = self.clock()
        rkey = KEY_PREFIX + key
        member = f"{now:.6f}:{uuid.uuid4().hex[:8]}"
        try:
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.zremrangebyscore(rkey, 0, now - self.window)
                pipe.zadd(rkey, {member: now})
                pipe.zcard(rkey)
                pipe.expire(rkey, int(self.window) + 1)
                _, _, count, _ = await pipe.execute()
            if int(count) > self.limit:
                await self.redis.zrem(rkey, member)
                return False
            return True
        except Exception as err:  # noqa: BLE001 - Redis down: keep limiting in-process
            log.warning("rate_limit_redis_failed", error=type(err).__name__)
            return await self.fallback.hit(key)

    async def refund(self, key: str) -> None:
        try:
            await self.redis.zpopmax(KEY_PREFIX + key)  # the newest timestamp: this attempt's slot
        except Exception as err:  # noqa: BLE001 - Redis down: the fallback holds the slot
            log.warning("rate_limit_redis_failed", error=type(err).__name__)
            await self.fallback.refund(key)


def build_rate_limiter(limit: int, redis: Optional[Any] = None, window: float = 60.0) -> RateLimiter:
    return RedisRateLimiter(redis, limit, window) if redis is not None else MemoryRateLimiter(limit, window)
