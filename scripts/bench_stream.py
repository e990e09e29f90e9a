"""Streaming figures (issue 14): time to the first ``text_delta`` and to the final event.

    python -m scripts.bench_stream [--turns 20] [--first-token-ms 600] [--tokens-per-s 50]

Part of ``make bench`` (``--stream-turns``), or alone with its own stack (in-memory dev server,
Redis, sandbox, worker, bridge). The worker talks to a fake Anthropic Messages API in this
process (tests/fakes: the real SSE wire format, through the official SDK) that answers every call
with a 60-word text, its first token after ``--first-token-ms`` and then ``--tokens-per-s``.
One traveller sends ``--turns`` messages back to back; for each, the time from the user frame
sent to the first ``text_delta`` of that message on the socket, and to its final event.
Target: first delta ≤ first-token time + 150 ms at p50.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import signal
import sys
import time
import uuid
from typing import Any, Optional

from websockets.asyncio.client import connect

from scripts.benchlib.stack import Stack, StackOptions
from scripts.benchlib.stats import summary, table, verdict

TARGET_EXTRA_MS = 150.0
ANSWER = (
    "Kep in March is warm and dry: mornings at the crab market, a slow lunch of fresh crab with "
    "Kampot pepper, an afternoon boat to Rabbit Island for a swim, and a sunset drink by the water "
    "before a quiet night. If you like, I can suggest a three-day plan with a driver from Phnom Penh, "
    "a seaside guesthouse and a morning at the pepper farms."
)


def worker_env(model_url: str) -> dict[str, str]:
    return {
        "MODEL_BACKEND": "anthropic",
        "ANTHROPIC_API_KEY": "bench-key",
        "ANTHROPIC_BASE_URL": model_url,
        "LLM_STREAMING": "1",
    }


async def measure(ws_base: str, turns: int) -> tuple[list[float], list[float], list[int]]:
    """(ms to first delta, ms to final, deltas per turn) for ``turns`` messages on one session."""
    first_ms: list[float] = []
    final_ms: list[float] = []
    pieces: list[int] = []
    async with connect(f"{ws_base}/ws/{uuid.uuid4()}", proxy=None, open_timeout=10, max_size=None) as ws:
        await ws.send(json.dumps({"type": "auth", "user_id": "bench-stream", "language": "EN"}))
        for n in range(turns):
            mid = str(uuid.uuid4())
            sent = time.perf_counter()
            await ws.send(
                json.dumps({"type": "user_message", "content": f"What is Kep like? ({n})", "message_id": mid})
            )
            first: Optional[float] = None
            count = 0
            while True:
                frame = json.loads(await asyncio.wait_for(ws.recv(), 60))
                if frame.get("type") == "text_delta" and frame.get("message_id") == mid:
                    count += 1
                    first = first if first is not None else time.perf_counter()
                elif frame.get("reply_to") == mid and frame.get("final"):
                    done = time.perf_counter()
                    break
            if first is None:
                raise RuntimeError(f"turn {n}: the answer arrived without any text_delta (is Redis up?)")
            first_ms.append((first - sent) * 1000)
            final_ms.append((done - sent) * 1000)
            pieces.append(count)
    return first_ms, final_ms, pieces


async def run_stream_bench(
    stack: Stack, turns: int = 20, first_token_ms: int = 600, tokens_per_s: float = 50.0
) -> dict[str, Any]:
    """Point the stack's worker at the fake streaming model, measure, then restore the worker."""
    from tests.fakes import run_fake
    from tests.fakes.anthropic_server import FakeAnthropicServer, anthropic_text
    from tests.fakes.streaming import Pace, tokens

    server = FakeAnthropicServer(replay=lambda body: anthropic_text(ANSWER))
    server.pace = Pace(first_token=first_token_ms / 1000, tokens_per_second=tokens_per_s)
    restore = {k: stack.overrides["worker"].get(k, "") for k in worker_env("")}
    restore["MODEL_BACKEND"] = restore["MODEL_BACKEND"] or "scripted"
    restore["LLM_STREAMING"] = restore["LLM_STREAMING"] or "1"
    with run_fake(server.app) as url:
        await asyncio.to_thread(stack.restart, "worker", signal.SIGTERM, **worker_env(url))
        try:
            first, final, pieces = await measure(stack.ws_base, turns)
        finally:
            await asyncio.to_thread(stack.restart, "worker", signal.SIGTERM, **restore)
    model_ms = first_token_ms + (len(tokens(ANSWER)) - 1) * 1000 / tokens_per_s
    return {
        "turns": turns,
        "first_token_ms": first_token_ms,
        "tokens_per_s": tokens_per_s,
        "answer_tokens": len(tokens(ANSWER)),
        "model_writing_ms": model_ms,
        "first_delta_ms": summary(first),
        "final_ms": summary(final),
        "deltas_per_turn": summary([float(p) for p in pieces]),
        "target_first_delta_p50_ms": first_token_ms + TARGET_EXTRA_MS,
    }


def report_stream(s: dict[str, Any]) -> str:
    rows = [
        [name, v["n"], v["p50"], v["p95"], v["max"]]
        for name, v in (
            ("time to first text_delta ms", s["first_delta_ms"]),
            ("time to final event ms", s["final_ms"]),
            ("text_delta frames per turn", s["deltas_per_turn"]),
        )
    ]
    target = s["target_first_delta_p50_ms"]
    p50 = s["first_delta_ms"]["p50"]
    return "\n".join(
        [
            f"\nStreaming: fake Claude (SSE via the official SDK), first token {s['first_token_ms']} ms, "
            f"{s['tokens_per_s']:g} tokens/s, {s['answer_tokens']} tokens = {s['model_writing_ms']:.0f} ms of writing",
            table(["per turn", "n", "p50", "p95", "max"], rows),
            table(
                ["target", "measured", "target value", "verdict"],
                [["first delta p50 ms", p50, target, verdict(p50, target)]],
            ),
        ]
    )


def main(argv: Optional[list[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m scripts.bench_stream", description=__doc__.split("\n")[0])
    p.add_argument("--turns", type=int, default=20)
    p.add_argument("--first-token-ms", type=int, default=600)
    p.add_argument("--tokens-per-s", type=float, default=50.0)
    args = p.parse_args(argv)

    async def run() -> dict[str, Any]:
        stack = Stack(StackOptions(in_memory=True, redis=True))
        await asyncio.to_thread(stack.start)
        try:
            return await run_stream_bench(stack, args.turns, args.first_token_ms, args.tokens_per_s)
        finally:
            await asyncio.to_thread(stack.cleanup)

    result = asyncio.run(run())
    print(report_stream(result))
    return 0 if result["first_delta_ms"]["p50"] <= result["target_first_delta_p50_ms"] else 1


if __name__ == "__main__":
    sys.exit(main())
