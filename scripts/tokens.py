"""Input tokens per model call for one scripted journey, by stage and per booking.

    python -m scripts.tokens [--language EN] [--json out.json] [--verbose] [--details all|one]

The journey (scripts/benchlib/inprocess.py: the scripted model, the sandbox backend in process,
the request builder the ``call_llm`` activity uses): two searches (beach, then mountains, then
back to the first list), an itinerary, a customisation, a booking, a payment and one question.
Asked for the booking details, the traveller sends them all in one message, as the assistant
invites (``--details one``: one detail per message, three more model calls).

Tokens are estimated as characters / 4 of what each request carries (tools, system blocks,
messages, as the compact JSON the Anthropic SDK sends), as issue 23 measures them; a real tokenizer gives other absolute numbers.

* ``cacheable``: the request's prefix up to its last cache breakpoint: the tool list, the stable
  system block, the stage's rules and the session's facts (agent/prompts/builder.py marks them;
  activities/models/anthropic_client.py sends the breakpoints).
* ``cached``: the longest breakpoint prefix an earlier request of the run already wrote, i.e.
  what a prompt cache would serve (one session alone; other sessions share the tools, the stable
  block and the stage's rules too). The session's facts have their own breakpoint: calls that
  change no fact read them from the cache as well.
* ``uncached``: input minus cached.

Targets (issue 23): at most 100 K input tokens in total, at most 4 K per call on average, and the
cacheable prefix at least 60 % of every request.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections import defaultdict
from dataclasses import dataclass
from typing import Any, Optional

from agent.logs import configure_logging
from scripts.benchlib.inprocess import InProcessSession, Recorded
from scripts.benchlib.traveller import ANSWERS, answer_for

TARGET_TOTAL = 100_000
TARGET_MEAN = 4_000
TARGET_CACHEABLE_SHARE = 0.60

JOURNEYS: dict[str, tuple[str, ...]] = {
    "EN": (
        "Hi! I'm stressed and want a relaxing beach trip for 3 days, 2 people, budget $100-$150 each, from Phnom Penh",
        "Actually, show me mountain trips instead",
        "The first one looks great",
        "Can you add a private dinner?",
        "Yes, proceed anyway",
        "Let's book it",
    ),
}
QUESTION = "Thanks! What should I pack for the trip?"
YES = "Yes, go ahead"
ALL_IN_ONE = "all in one message"  # the details question's own invitation
MAX_BOOKING_TURNS = 12


def answer_all(question: str) -> str:
    """The traveller of this journey answers every detail the assistant asked for in one message
    (as it invites: "all in one message is fine"); a yes/no question gets ``answer_for``'s answer."""
    if any(k in question for k in ("shall i", "confirm")):
        return answer_for(question)
    if ALL_IN_ONE in question:  # the one question for every detail has its one answer
        return ANSWERS[ALL_IN_ONE]
    found = sorted((question.find(k), v) for k, v in ANSWERS.items() if k in question and v != YES)
    answers = list(dict.fromkeys(v for _, v in found))
    return "; ".join(answers) if answers else answer_for(question)


def _chars(value: Any) -> int:
    """Characters of ``value`` as the request body carries it: the official SDK serialises it as
    compact JSON (no spaces after separators, non-ASCII as is)."""
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str))


def tokens(chars: int) -> int:
    return chars // 4


@dataclass
class CallFigures:
    stage: str
    purpose: str
    input_tokens: int
    cacheable_tokens: int
    cached_tokens: int

    @property
    def cacheable_share(self) -> float:
        return self.cacheable_tokens / self.input_tokens if self.input_tokens else 0.0


def _marked(record: Recorded) -> list[int]:
    return [i for i, block in enumerate(record.system) if block.get("cache_control")]


def _prefixes(record: Recorded) -> list[tuple[str, int]]:
    """Each cache breakpoint's prefix (tools, then the system blocks up to it) with its size in
    characters, shortest first: the tool list alone, then each marked system block."""
    out = [(json.dumps([record.tools, []], ensure_ascii=False, sort_keys=True), _chars(record.tools))]
    for i in _marked(record):
        blocks = record.system[: i + 1]
        out.append(
            (
                json.dumps([record.tools, blocks], ensure_ascii=False, sort_keys=True),
                _chars(record.tools) + _chars(blocks),
            )
        )
    return out


def figures(records: list[Recorded]) -> list[CallFigures]:
    """Per call: input, cacheable (up to the last breakpoint) and cached tokens. A call reads from
    the cache the longest breakpoint prefix an earlier call of the run already wrote (the API
    looks a hit up at each breakpoint), e.g. the stage's rules when only the session facts changed."""
    written: set[str] = set()
    out = []
    for record in records:
        total = _chars(record.tools) + _chars(record.system) + _chars(record.messages)
        prefixes = _prefixes(record)
        cacheable = prefixes[-1][1]
        cached = max((size for key, size in prefixes if key in written), default=0)
        written.update(key for key, _ in prefixes)
        out.append(CallFigures(record.stage, record.purpose, tokens(total), tokens(cacheable), tokens(cached)))
    return out


async def run_journey(language: str = "EN", verbose: bool = False, details: str = "all") -> InProcessSession:
    session = InProcessSession(language)  # type: ignore[arg-type]
    try:
        for text in JOURNEYS.get(language, JOURNEYS["EN"]):
            reply = await session.say(text)
            _show(verbose, text, reply, session)
        for _ in range(MAX_BOOKING_TURNS):  # answer the booking questions until there is a QR code
            if session.state.payment_intent_id:
                break
            asked = session.replies[-1].lower()
            text = answer_all(asked) if details == "all" else answer_for(asked)
            _show(verbose, text, await session.say(text), session)
        if not session.state.payment_intent_id:
            raise RuntimeError(f"the journey did not reach a payment (stage {session.state.state.value})")
        _show(verbose, "(payment)", await session.pay(), session)
        _show(verbose, QUESTION, await session.say(QUESTION), session)
    finally:
        await session.aclose()
    return session


def _show(verbose: bool, text: str, reply: str, session: InProcessSession) -> None:
    if verbose:
        print(f"> {text}\n< [{session.state.state.value}] {reply[:300]}\n", file=sys.stderr)


def report(calls: list[CallFigures], bookings: int) -> dict[str, Any]:
    by_stage: dict[str, list[CallFigures]] = defaultdict(list)
    for call in calls:
        by_stage[call.stage].append(call)
    total = sum(c.input_tokens for c in calls)
    cached = sum(c.cached_tokens for c in calls)
    return {
        "calls": len(calls),
        "input_tokens": total,
        "cached_tokens": cached,
        "uncached_tokens": total - cached,
        "mean_per_call": round(total / len(calls)) if calls else 0,
        "min_cacheable_share": round(min((c.cacheable_share for c in calls), default=0.0), 3),
        "per_booking": {"input": total // max(1, bookings), "uncached": (total - cached) // max(1, bookings)},
        "by_stage": {
            stage: {
                "calls": len(items),
                "mean_input": round(sum(c.input_tokens for c in items) / len(items)),
                "mean_uncached": round(sum(c.input_tokens - c.cached_tokens for c in items) / len(items)),
                "mean_cacheable_share": round(sum(c.cacheable_share for c in items) / len(items), 3),
            }
            for stage, items in by_stage.items()
        },
    }


def verdicts(result: dict[str, Any]) -> list[tuple[str, bool]]:
    return [
        (f"total input <= {TARGET_TOTAL:,}", result["input_tokens"] <= TARGET_TOTAL),
        (f"mean per call <= {TARGET_MEAN:,}", result["mean_per_call"] <= TARGET_MEAN),
        (f"cacheable prefix >= {TARGET_CACHEABLE_SHARE:.0%} of every call", result["min_cacheable_share"] >= 0.6),
    ]


def print_report(language: str, result: dict[str, Any]) -> None:
    print(f"\nScripted journey ({language}): input tokens = request characters / 4")
    print(f"{'stage':<15}{'calls':>6}{'mean input':>12}{'mean uncached':>15}{'cacheable':>11}")
    for stage, row in result["by_stage"].items():
        print(
            f"{stage:<15}{row['calls']:>6}{row['mean_input']:>12,}{row['mean_uncached']:>15,}"
            f"{row['mean_cacheable_share']:>11.0%}"
        )
    print(
        f"total: {result['calls']} calls, {result['input_tokens']:,} input tokens "
        f"({result['cached_tokens']:,} cached, {result['uncached_tokens']:,} uncached), "
        f"{result['mean_per_call']:,} per call, smallest cacheable share {result['min_cacheable_share']:.0%}"
    )
    booking = result["per_booking"]
    print(f"per booking: {booking['input']:,} input tokens, {booking['uncached']:,} uncached")
    for label, ok in verdicts(result):
        print(f"  [{'ok' if ok else 'MISSED'}] {label}")


async def measure(language: str = "EN", verbose: bool = False, details: str = "all") -> dict[str, Any]:
    session = await run_journey(language, verbose, details)
    bookings = 1 if session.state.booking_id else 0
    return report(figures(session.requests), bookings)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--language", default="EN", choices=sorted(JOURNEYS))
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--verbose", action="store_true", help="print the conversation to stderr")
    parser.add_argument(
        "--details",
        choices=("all", "one"),
        default="all",
        help="the traveller gives the booking details all in one message (default) or one per message",
    )
    args = parser.parse_args(argv)
    configure_logging("WARNING", "tokens")
    result = asyncio.run(measure(args.language, args.verbose, args.details))
    print_report(args.language, result)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(result, fh, indent=2)
    return 0 if all(ok for _, ok in verdicts(result)) else 1


if __name__ == "__main__":
    raise SystemExit(main())
