"""PaymentLedgerWorkflow: one small durable ledger per payment intent (workflow id ``payment-{intent}``).

The bridge records every payment event here (signal-with-start ``record``) and answers 202 once
Temporal has it, whether or not a session matches. The ledger then, in order:

1. ignores an ``event_id`` it already has (idempotent);
2. signals ``payment_event`` to the session named in the event, else to the sessions found by the
   ``DerlgPaymentIntent`` search attribute (which a session keeps after its hold expired);
3. records the outcome: ``forwarded`` (the session decides: confirm, count a failure, late
   payment...), ``session_closed`` or ``no_session``; the last two set ``DerlgAttention=
   unmatched_payment`` on the ledger so an operator sees the money.

It stays open for ``IDLE_DAYS`` after its last event (so repeats are recognised), then completes;
it continues-as-new when the server suggests it. Search attributes: ``DerlgPaymentIntent`` (the
intent), ``DerlgAttention``, ``DerlgUserHash`` (relay events).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, Optional

from temporalio import workflow
from temporalio.common import RetryPolicy, SearchAttributeKey

with workflow.unsafe.imports_passed_through():
    from activities.ledger import LedgerActivities
    from agent import signals as sig
    from agent.ledger import (
        MAX_LEDGER_PENDING,
        MAX_LEDGER_RECORDS,
        MAX_LEDGER_SEEN_IDS,
        LedgerEntry,
        LedgerInput,
        LedgerRecord,
        LedgerView,
        LocateRequest,
        SessionRef,
    )

IDLE_DAYS = 30
LOCATE_OPTIONS: dict[str, Any] = {
    "start_to_close_timeout": timedelta(seconds=10),
    "retry_policy": RetryPolicy(initial_interval=timedelta(seconds=1), maximum_interval=timedelta(seconds=30)),
}


@workflow.defn(name="PaymentLedgerWorkflow")
class PaymentLedgerWorkflow:
    @workflow.init
    def __init__(self, input: LedgerInput) -> None:
        self.intent = input.payment_intent_id
        self.records: list[LedgerRecord] = list(input.records)
        self.pending: list[LedgerRecord] = list(input.pending)
        self.seen: list[str] = list(input.seen_event_ids)
        self.user_hash: Optional[str] = input.user_hash
        self._attrs: dict[str, str] = {}

    @workflow.signal
    def record(self, entry: LedgerEntry) -> None:
        entry = entry.bounded()  # never raises, never keeps unbounded data
        event = entry.event
        if event.event_id in self.seen:
            return
        self.seen = (self.seen + [event.event_id])[-MAX_LEDGER_SEEN_IDS:]
        self.user_hash = self.user_hash or entry.user_hash
        rec = LedgerRecord(event=event, source=entry.source, received_at=workflow.now(), session_id=entry.session_id)
        if len(self.pending) >= MAX_LEDGER_PENDING:
            rec.outcome = "overflow"  # kept for operators, not forwarded
            self._keep(rec)
        else:
            self.pending.append(rec)

    @workflow.query
    def ledger(self) -> LedgerView:
        return LedgerView(
            payment_intent_id=self.intent,
            records=self.records + self.pending,
            pending=len(self.pending),
            needs_operator=self._needs_operator(),
        )

    @workflow.run
    async def run(self, input: LedgerInput) -> LedgerView:
        while True:
            self._sync_visibility()
            try:
                await workflow.wait_condition(
                    lambda: bool(self.pending), timeout=timedelta(days=IDLE_DAYS), timeout_summary="ledger idle"
                )
            except TimeoutError:
                await workflow.wait_condition(workflow.all_handlers_finished)
                if not self.pending:
                    return self.ledger()
            while self.pending:
                rec = self.pending.pop(0)
                await self._forward(rec)
                self._keep(rec)
            self._sync_visibility()
            if workflow.info().is_continue_as_new_suggested() and not self.pending:
                await workflow.wait_condition(workflow.all_handlers_finished)
                workflow.continue_as_new(
                    LedgerInput(
                        payment_intent_id=self.intent,
                        records=self.records,
                        pending=self.pending,
                        seen_event_ids=self.seen,
                        user_hash=self.user_hash,
                    )
                )

    async def _forward(self, rec: LedgerRecord) -> None:
        hint = rec.session_id
        if hint and await self._signal(hint, rec):
            return
        refs: list[SessionRef] = await workflow.execute_activity_method(
            LedgerActivities.locate_payment_sessions,
            LocateRequest(payment_intent_id=self.intent, session_id=hint),
            summary=f"find the session of {self.intent}",
            **LOCATE_OPTIONS,
        )
        for ref in refs:
            if ref.running and ref.session_id != hint and await self._signal(ref.session_id, rec):
                return
        rec.outcome = "session_closed" if refs else "no_session"
        workflow.logger.error(
            "PAYMENT NOT DELIVERED, flagged for operators: intent=%s event=%s outcome=%s",
            self.intent,
            rec.event.event_id,
            rec.outcome,
        )

    async def _signal(self, session_id: str, rec: LedgerRecord) -> bool:
        try:
            handle = workflow.get_external_workflow_handle(sig.workflow_id_for(session_id))
            await handle.signal("payment_event", rec.event)
        except Exception as err:  # noqa: BLE001 - closed or unknown session: try the next way
            workflow.logger.info(
                "payment for %s not delivered to session %s: %s", self.intent, session_id, type(err).__name__
            )
            return False
        rec.session_id, rec.outcome = session_id, "forwarded"
        return True

    def _keep(self, rec: LedgerRecord) -> None:
        self.records = (self.records + [rec])[-MAX_LEDGER_RECORDS:]

    def _needs_operator(self) -> bool:
        return any(r.outcome in ("no_session", "session_closed", "overflow") for r in self.records)

    def _sync_visibility(self) -> None:
        wanted = {
            sig.SA_PAYMENT_INTENT: self.intent,
            sig.SA_ATTENTION: "unmatched_payment" if self._needs_operator() else "",
            sig.SA_USER_HASH: self.user_hash or "",
        }
        updates = []
        for name, value in wanted.items():
            if self._attrs.get(name, "") != value and value:
                updates.append(SearchAttributeKey.for_keyword(name).value_set(value))
            self._attrs[name] = value
        if updates:
            workflow.upsert_search_attributes(updates)
