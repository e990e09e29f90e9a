"""Operator commands: thin wrappers over the Temporal client (``python -m api.operator --help``).

    python -m api.operator list --stage PAYMENT
    python -m api.operator list --attention                 # any flag; or --attention unmatched_payment
                                                            # (flagged payment ledgers are listed too)
    python -m api.operator list --query 'DerlgBookingRef="DLG-AB12CD"'
    python -m api.operator show <session_id> [--pii]
    python -m api.operator resend-payment <session_id> --intent pi_... --status SUCCEEDED [--event-id ...]
    python -m api.operator end <session_id> [--reason ...]

Every command takes ``--json``. Connection settings come from the environment (TEMPORAL_ADDRESS,
TEMPORAL_NAMESPACE, DERLG_CODEC_KEY), exactly like the worker and the bridge. ``show`` hides
names, phone numbers and emails (also inside the event texts) unless ``--pii`` is given.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import uuid
from dataclasses import asdict, dataclass
from typing import Any, Optional, Sequence, TextIO

from temporalio.client import Client, WorkflowExecution
from temporalio.common import SearchAttributeKey

from agent import signals as sig
from agent.signals import PaymentEvent, canonical_session_id
from agent.state import AgentState, ConversationState
from api import session_client
from api.operator_ledgers import LEDGER_COLUMNS, list_ledgers

ATTENTION_FLAGS = ("unmatched_payment", "payment_failures", "llm_exhausted")
PII_FIELDS = ("customer_name", "customer_phone", "customer_email", "pickup_location", "booking_special_requests")
REDACTED = "[redacted]"


@dataclass
class SessionRow:
    session_id: str
    workflow_id: str
    status: str
    stage: str
    attention: str
    booking_ref: str
    payment_intent: str
    language: str
    started: str
    trip_name: str


def build_query(
    stage: Optional[str] = None, attention: Optional[str] = None, query: Optional[str] = None, running: bool = False
) -> str:
    """A visibility query for SessionWorkflow; ``attention=""`` means any attention flag."""
    parts = [f'WorkflowType="{sig.WORKFLOW_TYPE}"']
    if stage:
        parts.append(f'{sig.SA_STAGE}="{AgentState(stage.upper()).value}"')
    if attention is not None:
        flags = [attention] if attention else list(ATTENTION_FLAGS)
        parts.append(f"{sig.SA_ATTENTION} IN ({', '.join(json.dumps(f) for f in flags)})")
    if running:
        parts.append('ExecutionStatus="Running"')
    if query:
        parts.append(f"({query})")
    return " AND ".join(parts)


def _keyword(wf: WorkflowExecution, name: str) -> str:
    return wf.typed_search_attributes.get(SearchAttributeKey.for_keyword(name)) or ""


async def _memo_value(wf: WorkflowExecution, key: str) -> str:
    try:
        return str(await wf.memo_value(key, ""))
    except Exception:  # noqa: BLE001 - encrypted with a key this client lacks
        return "<encrypted>"


async def list_sessions(client: Client, query: str, limit: int = 50) -> list[SessionRow]:
    rows: list[SessionRow] = []
    async for wf in client.list_workflows(query, limit=limit):
        rows.append(
            SessionRow(
                session_id=wf.id.removeprefix("session-"),
                workflow_id=wf.id,
                status=wf.status.name if wf.status else "?",
                stage=_keyword(wf, sig.SA_STAGE),
                attention=_keyword(wf, sig.SA_ATTENTION),
                booking_ref=_keyword(wf, sig.SA_BOOKING_REF),
                payment_intent=_keyword(wf, sig.SA_PAYMENT_INTENT),
                language=_keyword(wf, sig.SA_LANGUAGE),
                started=wf.start_time.strftime("%Y-%m-%d %H:%M:%SZ") if wf.start_time else "",
                trip_name=await _memo_value(wf, "trip_name"),
            )
        )
    return rows


def redact(value: Any, secrets: Sequence[str]) -> Any:
    """``value`` with every secret string replaced by [redacted], recursively."""
    if isinstance(value, str):
        for secret in secrets:
            value = value.replace(secret, REDACTED)
        return value
    if isinstance(value, dict):
        return {k: redact(v, secrets) for k, v in value.items()}
    if isinstance(value, list):
        return [redact(v, secrets) for v in value]
    return value


def state_summary(state: ConversationState, pii: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "stage": state.state.value,
        "language": state.preferred_language,
        "user_hash": sig.user_hash(state.user_id) if state.user_id else None,
        "trip": state.selected_trip_id,
        "trip_name": state.selected_trip_name,
        "travel_dates": state.travel_dates,
        "people": state.people_count,
        "quoted_total_usd": state.quoted_total_usd,
        "booking_id": state.booking_id,
        "booking_ref": state.booking_ref,
        "payment_intent_id": state.payment_intent_id,
        "payment_status": state.payment_status,
        "reserved_until": state.reserved_until.isoformat() if state.reserved_until else None,
        "payment_attempts": state.payment_attempts,
        "support_handoff": state.support_handoff,
        # failures of the change's owed top-up (three hand it to support: agent/top_up_failures.py)
        "top_up_failures": state.after_payment.top_up_failures if state.after_payment else 0,
        "unmatched_payments": [u.model_dump(mode="json") for u in state.unmatched_payments],
        "late_payment": state.late_payment.model_dump(mode="json") if state.late_payment else None,
        "last_seq": state.last_seq,
        "llm_calls": state.usage.llm_calls,
        "cost_usd": state.usage.cost_usd,
        "created_at": state.created_at.isoformat(),
        "last_active": state.last_active.isoformat(),
    }
    if pii:
        out["user_id"] = state.user_id
        out.update({f: getattr(state, f) for f in PII_FIELDS})
    else:
        out["pii_present"] = [f for f in PII_FIELDS if getattr(state, f)]
    return out


def _secrets(state: ConversationState) -> list[str]:
    values = [getattr(state, f) for f in PII_FIELDS] + [state.user_id]
    return sorted({v for v in values if isinstance(v, str) and len(v) >= 3}, key=len, reverse=True)


async def show_session(client: Client, session_id: str, pii: bool = False) -> dict[str, Any]:
    """Visibility data, the state summary and the event log of one session (PII hidden by default)."""
    sid = canonical_session_id(session_id)
    desc = await session_client.handle(client, sid).describe()
    out: dict[str, Any] = {
        "session_id": sid,
        "workflow_id": desc.id,
        "run_id": desc.run_id,
        "status": desc.status.name if desc.status else "?",
        "attention": _keyword(desc, sig.SA_ATTENTION),
        "search_attributes": {n: _keyword(desc, n) for n in sig.SEARCH_ATTRIBUTES if n != sig.SA_USER_HASH},
    }
    try:
        state = await session_client.session_state(client, sid)
        events = (await session_client.events_since(client, sid, 0)).events
    except Exception as err:  # noqa: BLE001 - no worker polling, or history beyond retention
        out["error"] = f"query failed ({type(err).__name__}): {err}"
        return out
    out["state"] = state_summary(state, pii)
    out["events"] = events if pii else redact(events, _secrets(state))
    return out


async def resend_payment(
    client: Client,
    session_id: str,
    intent: str,
    status: str,
    event_id: Optional[str] = None,
    booking_id: Optional[str] = None,
    amount_usd: Optional[float] = None,
) -> PaymentEvent:
    """Send the ``payment_event`` signal again (a new event id unless one is given)."""
    event = PaymentEvent(
        event_id=event_id or f"operator-{uuid.uuid4()}",
        payment_intent_id=intent,
        status=status.upper(),
        booking_id=booking_id,
        amount_usd=amount_usd,
    )  # type: ignore[arg-type]
    await session_client.send_payment_event(client, canonical_session_id(session_id), event)
    return event


async def end(client: Client, session_id: str, reason: str = "operator") -> None:
    await session_client.end_session(client, canonical_session_id(session_id), reason)


# ---------------------------------------------------------------- output


def format_table(rows: Sequence[dict[str, Any]], columns: Sequence[str]) -> str:
    if not rows:
        return "(no sessions)"
    cells = [[str(r.get(c) if r.get(c) not in (None, "") else "-") for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    lines = ["  ".join(c.upper().ljust(w) for c, w in zip(columns, widths))]
    lines += ["  ".join(v.ljust(w) for v, w in zip(row, widths)) for row in cells]
    return "\n".join(line.rstrip() for line in lines)


def format_show(info: dict[str, Any]) -> str:
    lines = [f"session   {info['session_id']}  ({info['status']}, run {info['run_id']})"]
    lines += [f"{k:<9} {v or '-'}" for k, v in info["search_attributes"].items()]
    if "error" in info:
        return "\n".join(lines + [f"error     {info['error']}"])
    lines.append("")
    lines += [
        f"{k:<20} {json.dumps(v, ensure_ascii=False) if isinstance(v, (dict, list)) else v}"
        for k, v in info["state"].items()
    ]
    lines += ["", "events:"]
    for e in info["events"]:
        text = (e.get("text") or "").replace("\n", " ")
        lines.append(f"  {e.get('seq', '?'):>4}  {e.get('type', '?'):<18} {text[:100]}")
    return "\n".join(lines)


LIST_COLUMNS = (
    "session_id",
    "status",
    "stage",
    "attention",
    "booking_ref",
    "payment_intent",
    "language",
    "started",
    "trip_name",
)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m api.operator", description="DerLg session operator commands")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    sub = p.add_subparsers(dest="command", required=True)
    ls = sub.add_parser("list", help="list sessions by stage, attention flag or any visibility query")
    ls.add_argument("--stage", choices=[s.value for s in AgentState], type=str.upper)
    ls.add_argument(
        "--attention",
        nargs="?",
        const="",
        choices=["", *ATTENTION_FLAGS],
        metavar="FLAG",
        help=f"sessions needing attention: any flag, or one of {', '.join(ATTENTION_FLAGS)}",
    )
    ls.add_argument("--query", help='extra visibility query, e.g. DerlgBookingRef="DLG-AB12CD"')
    ls.add_argument("--running", action="store_true", help="only running sessions")
    ls.add_argument("--limit", type=int, default=50)
    sh = sub.add_parser("show", help="one session's state and event log")
    sh.add_argument("session_id")
    sh.add_argument("--pii", action="store_true", help="include names, phones, emails (handle with care)")
    rp = sub.add_parser("resend-payment", help="send a payment_event signal to a session")
    rp.add_argument("session_id")
    rp.add_argument("--intent", required=True)
    rp.add_argument("--status", required=True, choices=["SUCCEEDED", "FAILED"], type=str.upper)
    rp.add_argument("--event-id")
    rp.add_argument("--booking-id")
    rp.add_argument("--amount", type=float)
    en = sub.add_parser("end", help="end a session (end_session signal)")
    en.add_argument("session_id")
    en.add_argument("--reason", default="operator")
    lg = sub.add_parser("ledger", help="every event recorded for one payment intent, and what became of it")
    lg.add_argument("payment_intent_id")
    for parser in (ls, sh, rp, en, lg):
        parser.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="JSON output")
    return p


async def run(argv: Sequence[str], client: Client, out: TextIO = sys.stdout) -> int:
    """Parse ``argv`` and run one command with ``client``; returns the exit code."""
    args = build_parser().parse_args(list(argv))
    as_json = getattr(args, "json", False)
    result: Any
    if args.command == "list":
        query = build_query(args.stage, args.attention, args.query, args.running)
        rows = [asdict(r) for r in await list_sessions(client, query, args.limit)]
        text = format_table(rows, LIST_COLUMNS) if not as_json else ""
        result = {"query": query, "sessions": rows}
        if args.attention is not None and not args.stage and not args.query:  # money no session took
            ledgers = await list_ledgers(client, args.attention, args.running, args.limit)
            result["payment_ledgers"] = ledgers
            if ledgers and not as_json:
                text += "\n\nPayment ledgers needing attention (python -m api.operator ledger <intent>):\n"
                text += format_table(ledgers, LEDGER_COLUMNS)
    elif args.command == "show":
        result = await show_session(client, args.session_id, args.pii)
        text = format_show(result)
    elif args.command == "resend-payment":
        event = await resend_payment(
            client, args.session_id, args.intent, args.status, args.event_id, args.booking_id, args.amount
        )
        result = {"sent": "payment_event", "session_id": args.session_id, "event": event.model_dump()}
        text = f"payment_event {event.event_id} ({event.status}, {event.payment_intent_id}) sent"
    elif args.command == "ledger":
        from agent.ledger import ledger_workflow_id
        from workflows.ledger import PaymentLedgerWorkflow

        handle = client.get_workflow_handle_for(PaymentLedgerWorkflow.run, ledger_workflow_id(args.payment_intent_id))
        result = (await handle.query(PaymentLedgerWorkflow.ledger)).model_dump(mode="json")
        text = format_table(
            [
                {
                    **r["event"],
                    "outcome": r["outcome"],
                    "session_id": r["session_id"] or "-",
                    "source": r["source"],
                    "received_at": r["received_at"],
                }
                for r in result["records"]
            ],
            ["received_at", "event_id", "status", "amount_usd", "source", "outcome", "session_id"],
        )
        text += f"\nneeds operator: {'yes' if result['needs_operator'] else 'no'}"
    else:
        await end(client, args.session_id, args.reason)
        result = {"sent": "end_session", "session_id": args.session_id, "reason": args.reason}
        text = f"end_session sent to {args.session_id} (reason: {args.reason})"
    out.write((json.dumps(result, indent=2, ensure_ascii=False, default=str) if as_json else text) + "\n")
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    from pydantic import ValidationError
    from temporalio.service import RPCError

    from activities.temporal_client import connect
    from agent.settings import get_settings

    argv = list(sys.argv[1:] if argv is None else argv)
    build_parser().parse_args(argv)  # --help and usage errors before connecting
    try:
        settings = get_settings()
    except ValidationError as err:
        print(f"Invalid settings: {err}", file=sys.stderr)
        return 2

    async def go() -> int:
        client = await connect(settings)
        return await run(argv, client)

    try:
        return asyncio.run(go())
    except (ValueError, RuntimeError, RPCError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
