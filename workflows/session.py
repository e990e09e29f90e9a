"""SessionWorkflow: one durable workflow per chat session (workflow id ``session-{uuid}``).

Reads like the business process: wait for something to happen (a message, a payment, a timer),
handle it, repeat; continue-as-new when history grows; end after 7 days of silence.
"""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta
from typing import Any, Optional

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.notify import NotifyActivities
    from agent import payment_texts
    from agent.aftercare import pickup_line
    from agent.booking_card import HOLD_WARNING_MINUTES, with_card_update
    from agent.consent import has_unshown_quote, mark_shown, seen_by_sender
    from agent.events import append_events, events_after
    from agent.payments import (
        record_overflow,
    )
    from agent.quote_updates import with_quote_updates
    from agent.signals import (
        EndSession,
        EventsPage,
        EventsQuery,
        PaymentEvent,
        QueuedPayment,
        SessionInput,
        SessionOutcome,
        SessionStatus,
        UserMessage,
        user_hash,
    )
    from agent.state import AgentState, ConversationState
    from agent.tools.late_requests import requests_line
    from workflows import patches
    from workflows.options import notify_options
    from workflows.reminder import departure_label, follow_up_at, trip_reminder_at
    from workflows.session_payments import SessionPayments
    from workflows.session_topups import SessionTopUps
    from workflows.session_turns import MAX_COMPLETED_IDS, SessionTurns
    from workflows.turn import TurnRunner
    from workflows.visibility import Visibility

MAX_SEEN_IDS = 500
# Trip timers (reminder, follow-up, no inactivity end before them) derived from the booking on
# every path; sessions recorded before this run with the original timers.
TRIP_TIMERS_PATCH = "trip-timers-from-booking"
# A warning a few minutes before the payment hold ends (a timer of its own); sessions recorded
# before it never warn.
HOLD_WARNING_PATCH = "hold-expiry-warning"
# issue 38: a quote card that can no longer be confirmed is updated in place (a quote_update frame
# first; runs before it replay with the event log they had)
QUOTE_UPDATES_PATCH = "quote-card-updates-issue-38"
QUOTES_SHOWN_PATCH = "quote-shown-when-its-turn-is-emitted"
MAX_INBOX = 20  # messages waiting for their turn; more are refused with an error event
MAX_PENDING_PAYMENTS = 100  # payment events waiting; more are recorded for operators at once


@workflow.defn(name="SessionWorkflow")
class SessionWorkflow(SessionPayments, SessionTopUps, SessionTurns):
    @workflow.init
    def __init__(self, input: SessionInput) -> None:
        now = workflow.now()
        self.input = input
        self.config = input.config
        self.session: ConversationState = input.state or ConversationState.new(
            input.session_id, now, user_id=input.user_id, language=input.language
        )
        self.events: list[dict[str, Any]] = list(input.events)
        self.inbox: list[UserMessage] = list(input.inbox)
        self.payments: list[QueuedPayment] = list(input.pending_payments)
        self.seen_ids: list[str] = list(input.seen_message_ids)
        self.seen_digests: dict[str, str] = dict(input.seen_message_digests)
        self.completed_ids: list[str] = list(input.completed_message_ids)
        self.reminder_at: Optional[datetime] = input.reminder_deadline
        self.reminder_sent = input.reminder_sent
        self.follow_up_sent = input.follow_up_sent
        self.trip_timers = False  # workflow.patched(TRIP_TIMERS_PATCH), decided when run() starts
        self.inactive_at: datetime = input.inactivity_deadline or now + timedelta(days=self.config.inactivity_days)
        self.end_request: Optional[EndSession] = EndSession(reason=input.ended_reason) if input.ended_reason else None
        self.drain_until: Optional[datetime] = input.drain_until  # ended, open for a payment (session_payments)
        self.keep_trip: Optional[bool] = None  # ended, still looking after a paid trip (session_payments)
        self.top_up_timer: Optional[bool] = None  # the unpaid top-up's QR expiry is watched (session_topups)
        self.processing: Optional[str] = None
        self.inbox_wait_until: Optional[datetime] = None  # after a turn the model could not answer
        self.model_waits = 0
        self.visibility = Visibility()
        self._timer: Optional[asyncio.Task[None]] = None
        self._timer_target: Optional[datetime] = None
        self.runner = TurnRunner(workflow.info().workflow_id, self.config)

    # ---------------------------------------------------------------- signals
    # Signal handlers never raise (an exception here would fail the workflow task) and keep only
    # bounded data: every field goes through ``bounded()``, every queue has a cap.
    @workflow.signal
    def user_message(self, message: UserMessage) -> None:
        message = message.bounded()
        if message.message_id in self.seen_ids:
            self._check_reused_id(message)  # a repeat is ignored (contract); with other text: refused
            return
        if self.session.user_id and message.user_id and message.user_id != self.session.user_id:
            workflow.logger.warning("message from another user refused")
            return
        # what the sender could have seen: never an event that was not in the log yet (agent.consent)
        message.last_seen_seq = seen_by_sender(self.session.last_seq, message.last_seen_seq)
        self.seen_ids = (self.seen_ids + [message.message_id])[-MAX_SEEN_IDS:]
        self._remember_text(message, MAX_SEEN_IDS)
        if len(self.inbox) >= MAX_INBOX:
            self._emit(
                [
                    {
                        "type": "error",
                        "code": "too_many_pending",
                        "message": payment_texts.too_many_pending_text(self.session.preferred_language),
                    }
                ],
                reply_to=message.message_id,
            )
            return
        self.inbox.append(message)
        self.inbox_wait_until = None  # a new message: try the model again at once

    @workflow.signal
    def payment_event(self, event: PaymentEvent) -> None:
        event = event.bounded()
        if len(self.payments) >= MAX_PENDING_PAYMENTS:
            record_overflow(self.session, event, workflow.now())
            self.visibility.flag(self.session, "unmatched_payment")
            return
        self.payments.append(QueuedPayment(event=event, received_at=workflow.now()))

    @workflow.signal
    def end_session(self, request: EndSession) -> None:
        self.end_request = request.bounded()

    # ---------------------------------------------------------------- queries
    @workflow.query
    def state(self) -> ConversationState:
        return self.session

    @workflow.query
    def events_since(self, query: EventsQuery) -> EventsPage:
        page = events_after(self.events, self.session, query.after_seq)
        page.status = self.status()
        return page

    @workflow.query
    def status(self) -> SessionStatus:
        st = self.session
        return SessionStatus(
            stage=st.state.value,
            last_seq=st.last_seq,
            processing_message_id=self.processing,
            inbox_size=len(self.inbox),
            completed_message_ids=self.completed_ids[-MAX_COMPLETED_IDS:],
            ended=self.end_request is not None and not self._looking_after(decide=False),
            user_hash=user_hash(st.user_id) if st.user_id else None,
        )

    # ---------------------------------------------------------------- main loop
    @workflow.run
    async def run(self, input: SessionInput) -> SessionOutcome:
        patches.begin_run(self)  # one marker for every patch in runs that start on this code
        self.visibility.sync(self.session)
        self.trip_timers = patches.patched(TRIP_TIMERS_PATCH)
        while True:
            self._sync_trip_timers()
            self._plan_hold_warning()
            self._plan_top_up_expiry()
            self._arm_timer()
            await workflow.wait_condition(self._has_work)
            if self.end_request is not None and not self._draining() and not self._looking_after():
                return await self._finish(self.end_request.reason)
            if self.payments:
                await self._handle_payment(self.payments.pop(0))
            elif self._due(self.hold_deadline):
                await self._expire_hold()
            elif self._due(self.hold_warning_at):
                self._warn_hold()
            elif self._due(self.top_up_deadline):
                self._announce_top_up_expiry()
            elif self._due(self.top_up_lapse_at):
                await self._lapse_unpaid_change()
            elif self._due(self.reminder_at) and not self.reminder_sent:
                await self._send_reminder()
            elif self._due(self.follow_up_deadline):
                await self._send_follow_up()
            elif self.inbox and self._inbox_ready():
                await self._handle_message(self.inbox.pop(0))
            elif self._due(self.inactivity_end):
                return await self._finish("inactive")
            self._after_change()
            if workflow.info().is_continue_as_new_suggested() and not self.payments:
                await workflow.wait_condition(workflow.all_handlers_finished)
                workflow.continue_as_new(self._carry_over())

    @property
    def hold_deadline(self) -> Optional[datetime]:
        """The booking hold is the session's own ``reserved_until`` while payment is pending."""
        st = self.session
        if st.state == AgentState.PAYMENT and st.payment_status != "CONFIRMED":
            return st.reserved_until
        return None

    @property
    def hold_warning_at(self) -> Optional[datetime]:
        st = self.session
        deadline = self.hold_deadline
        if deadline is None or st.hold_warning_sent or st.hold_warning_for != st.booking_id:
            return None
        return deadline - timedelta(minutes=HOLD_WARNING_MINUTES)

    def _plan_hold_warning(self) -> None:
        """Once per booking: a warning before its hold ends (none when the hold is already shorter)."""
        st = self.session
        deadline = self.hold_deadline
        if deadline is None or not st.booking_id or st.hold_warning_for == st.booking_id:
            return
        if not patches.patched(HOLD_WARNING_PATCH):
            return
        st.hold_warning_for = st.booking_id
        st.hold_warning_sent = workflow.now() >= deadline - timedelta(minutes=HOLD_WARNING_MINUTES)

    @property
    def follow_up_deadline(self) -> Optional[datetime]:
        if not self.trip_timers or self.follow_up_sent:
            return None
        return follow_up_at(self.session)

    @property
    def inactivity_end(self) -> datetime:
        """7 days of silence, but never before a booked trip's reminder and follow-up."""
        follow_up = self.follow_up_deadline
        return max(self.inactive_at, follow_up) if follow_up else self.inactive_at

    def _sync_trip_timers(self) -> None:
        """The reminder follows the booking: armed once paid, moved by a reschedule, gone when cancelled."""
        if not self.trip_timers:
            return
        due = trip_reminder_at(self.session, workflow.now(), self.config.reminder_hours_before)
        if due != self.reminder_at:
            self.reminder_at = due
            self.reminder_sent = False  # a moved trip gets a reminder for its new date

    def _has_work(self) -> bool:
        timer_fired = self._timer is not None and self._timer.done()
        ending = (
            self.end_request is not None
            and (self.drain_until is None or self._payment_grace_end() is None)
            and not self._looking_after(decide=False)
        )
        return bool((self.inbox and self._inbox_ready()) or self.payments or ending or timer_fired)

    def _arm_timer(self) -> None:
        """One durable timer to the nearest deadline; re-armed only when that deadline moves."""
        target = self._next_deadline()
        if self._timer is not None and not self._timer.done():
            if self._timer_target is not None and self._timer_target <= target:
                return  # fires no later than needed; re-evaluated when it does
            self._timer.cancel()
        self._timer_target = target
        self._timer = asyncio.create_task(self._sleep_until(target, self._timer_summary()))

    async def _sleep_until(self, target: datetime, summary: str) -> None:
        await workflow.sleep(max(target - workflow.now(), timedelta(milliseconds=1)), summary=summary)

    def _due(self, deadline: Optional[datetime]) -> bool:
        return deadline is not None and workflow.now() >= deadline

    def _next_deadline(self) -> datetime:
        candidates = [self.inactivity_end]
        if self.hold_deadline:
            candidates.append(self.hold_deadline)
        if self.hold_warning_at:
            candidates.append(self.hold_warning_at)
        candidates += self.top_up_deadlines
        if self.reminder_at and not self.reminder_sent:
            candidates.append(self.reminder_at)
        if self.follow_up_deadline:
            candidates.append(self.follow_up_deadline)
        if self.inbox and self.inbox_wait_until:
            candidates.append(self.inbox_wait_until)
        if self.drain_until and not self._looking_after(decide=False):  # paid: no grace period to watch
            candidates.append(self.drain_until)
        return min(candidates)

    def _timer_summary(self) -> str:
        nxt = self._next_deadline()
        labels = (
            (self.hold_deadline, "booking hold until"),
            (self.hold_warning_at, "hold ends soon: warning at"),
            (self.top_up_deadline, "top-up QR expires at"),
            (self.top_up_lapse_at, "unpaid change withdrawn at"),
            (self.reminder_at, "pre-travel reminder at"),
            (self.follow_up_deadline, "post-trip follow-up at"),
            (self.inbox_wait_until, "the model is tried again at"),
        )
        label = next((text for deadline, text in labels if deadline == nxt), "inactivity end at")
        return f"{label} {nxt.strftime('%Y-%m-%d %H:%M:%S UTC')}"

    # ---------------------------------------------------------------- handlers
    async def _send_reminder(self) -> None:
        st = self.session
        self.reminder_sent = True
        start = (st.travel_dates or {}).get("start", "soon")
        pickup = pickup_line(st)  # the booking's own pickup time and meeting point, when the backend gave it
        if pickup:
            start = f"{start} ({pickup[2:]})"
        elif self.trip_timers:
            start = f"{start} (pickup from {departure_label(st)})"
        await self._system_turn(
            "reminder",
            f"The traveller departs on {start}. Send the 24-hour pre-travel reminder with the pickup time "
            "and meeting point, the weather and what to bring (getTripItinerary of the booked trip has the "
            "plan as booked and its what_to_bring)." + requests_line(st),
            "reminder",
            "remind",
            extra={"reminder": True},
        )

    async def _send_follow_up(self) -> None:
        st = self.session
        self.follow_up_sent = True
        self.inactive_at = workflow.now() + timedelta(days=self.config.inactivity_days)
        await self._system_turn(
            "trip_follow_up",
            f"The traveller's trip {st.selected_trip_name or ''} ended on "
            f"{(st.travel_dates or {}).get('end') or (st.travel_dates or {}).get('start')}. Send one short, warm "
            "welcome-back message: ask how it went and offer help (a review, photos, another trip).",
            "follow_up",
            "follow-up",
            extra={"follow_up": True},
        )

    def _emit(self, events: list[dict[str, Any]], reply_to: Optional[str] = None) -> None:
        if not events:
            return
        if reply_to:
            events = [{**e, "reply_to": reply_to} for e in events]
        events = with_card_update(self.session, events)  # the booking card follows the booking (no reply)
        # a dead quote's card loses its buttons, saying why (the patch is asked only when one dies)
        events = with_quote_updates(self.session, events, workflow.now(), lambda: patches.patched(QUOTE_UPDATES_PATCH))
        events[-1] = {**events[-1], "final": True}
        added = append_events(self.events, self.session, events, workflow.now())
        self.visibility.details(self.session, added[-1]["type"])
        # a quote is on the traveller's screen once its turn's words are, whoever emits them (a
        # notice turn that answered a waiting message emits its own), so a yes from here on counts
        if has_unshown_quote(self.session) and patches.patched(QUOTES_SHOWN_PATCH):
            mark_shown(self.session, self.session.last_seq)
        # Hints are for events nobody is waiting on (payment, hold expiry, reminder): a bridge
        # that sent a message polls closely until its turn ends anyway.
        background = reply_to is None or not patches.patched("hints-for-background-events-only")
        if self.config.notify_hints and background:
            workflow.start_local_activity_method(
                NotifyActivities.notify_new_events,
                args=[self.session.session_id, self.session.last_seq],
                **notify_options(),
            )

    def _after_change(self) -> None:
        self.visibility.sync(self.session)

    async def _finish(self, reason: str) -> SessionOutcome:
        st = self.session
        if self.drain_until is None:  # a drained session said goodbye when it ended (session_payments)
            self._goodbye(reason)
        await workflow.wait_condition(workflow.all_handlers_finished)
        return SessionOutcome(session_id=st.session_id, reason=reason, stage=st.state.value, booking_ref=st.booking_ref)

    def _carry_over(self) -> SessionInput:
        st = self.session
        return SessionInput(
            session_id=st.session_id,
            user_id=st.user_id,
            language=st.preferred_language,
            state=st,
            events=self.events,
            inbox=self.inbox,
            pending_payments=self.payments,
            seen_message_ids=self.seen_ids,
            seen_message_digests=self.seen_digests,
            completed_message_ids=self.completed_ids,
            reminder_deadline=self.reminder_at,
            reminder_sent=self.reminder_sent,
            inactivity_deadline=self.inactive_at,
            follow_up_sent=self.follow_up_sent,
            ended_reason=self.end_request.reason if self.end_request else None,
            drain_until=self.drain_until,
            runs=self.input.runs + 1,
            config=self.config,
        )
