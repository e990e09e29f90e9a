"""SessionWorkflow's payment and limit helpers (issue 19), kept apart so session.py stays readable.

- ``_check_reused_id``: a repeated ``message_id`` with a different text gets an ``error`` event
  (``duplicate_message_id``, with the ``message_id``) instead of being dropped without a word.

- ``_tell_late_payment``: money for an expired hold; the traveller hears it at once (a text frame
  with ``late_payment``), the model gets a ``late_payment`` notice, operators the
  ``unmatched_payment`` flag.
- ``_draining``: after ``end_session`` a session whose booking still waits for payment (or whose
  hold ran out less than ``PAYMENT_GRACE`` ago) stays open for payment events only: messages are
  refused (``session_ended``), a payment is applied and told as usual, then the session finishes.
  So money that comes after the traveller left still reaches their chat's event log.
- ``_looking_after`` (issue 28): an ended session (operator ``end``, or ended while waiting for a
  payment that then came) with a paid trip whose follow-up is still to come is not completed: it
  keeps its reminder and follow-up timers and answers the traveller (reschedule, cancel, questions)
  until the follow-up is sent, then finishes with the end's reason. ``status.ended`` is false
  meanwhile, so the bridge lets the traveller's messages through.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Optional

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from agent import payment_texts
    from agent.booking_card import hold_warning, payment_confirmed_frame
    from agent.consent import mark_shown
    from agent.late_payments import late_payment_note
    from agent.money_frames import money_words
    from agent.notices import NoticeKind, add_notice
    from agent.payments import (
        PaymentOutcome,
        apply_hold_expiry,
        apply_payment_event,
        hold_expired,
        record_repeat,
        record_unmatched,
        repeated_payment,
    )
    from agent.prompts import i18n
    from agent.signals import QueuedPayment, text_digest
    from agent.state import AgentState
    from workflows import patches
    from workflows.reminder import reminder_deadline
    from workflows.session_turns import SystemTurn

REUSED_ID_PATCH = "refuse-reused-message-id"
LATE_CONFIRMATION_PATCH = "late-confirmation-not-unmatched"
LATE_PAYMENT_PATCH = "late-payment-after-expiry-told"
PAYMENT_GRACE = timedelta(hours=24)
DRAIN_PATCH = "drain-payments-after-end"
KEEP_TRIP_PATCH = "paid-trip-outlives-end"
ONE_ANNOUNCEMENT_PATCH = "one-announcement-per-intent"
# issue 37: the paid card and the confirmation (or the settled top-up) reach the traveller the moment
# the payment lands; the model's words follow (a slow or failed model call no longer hides that she paid)
PAID_AT_ONCE_PATCH = "paid-card-at-once-issue-37"
# A rebook of the same trip after the hold ran out renews the same booking (createBooking's body
# gains renews_booking_id); sessions recorded before it book a second reference.
REBOOK_PATCH = "rebook-same-ref-issue-22"


class SessionPayments:
    """Mixed into SessionWorkflow (which provides session, inbox, visibility, _emit, drain_until)."""

    session: Any
    inbox: list[Any]
    visibility: Any
    drain_until: Optional[datetime]
    end_request: Any

    def _emit(self, events: list[dict[str, Any]], reply_to: Optional[str] = None) -> None:  # pragma: no cover
        raise NotImplementedError

    # ------------------------------------------------------------ the payment hold
    async def _expire_hold(self) -> None:
        st = self.session
        if not hold_expired(st, workflow.now()):
            return
        old_ref, trip = st.booking_ref, st.selected_trip_name
        renewable = patches.patched(REBOOK_PATCH)
        apply_hold_expiry(st, workflow.now(), renewable)  # adds the hold_expired notice for the model
        ref = old_ref if st.renewable_hold is not None else None  # the traveller may keep it
        text = i18n.hold_expired_text(st.preferred_language, trip, ref)
        self._emit([{"type": "hold_expired", "booking_ref": old_ref, "text": text}])
        mark_shown(st, st.last_seq)  # "keep it?": a no from here on closes the renewable summary

    def _warn_hold(self) -> None:
        st = self.session
        st.hold_warning_sent = True
        left = max(round((st.reserved_until - workflow.now()).total_seconds() / 60), 1) if st.reserved_until else 1
        frame, note = hold_warning(st, left)
        st.notices = add_notice(st.notices, "hold_expiring", note, workflow.now(), st.turn)
        self._emit([frame])

    # ------------------------------------------------------------ limits
    seen_ids: list[str]
    seen_digests: dict[str, str]

    def _remember_text(self, message: Any, keep: int) -> None:
        self.seen_digests[message.message_id] = text_digest(message.text)
        if len(self.seen_digests) > keep:
            kept = set(self.seen_ids)
            self.seen_digests = {k: v for k, v in self.seen_digests.items() if k in kept}

    def _check_reused_id(self, message: Any) -> None:
        """A known message_id with another text: an error event naming it (never dropped silently)."""
        known = self.seen_digests.get(message.message_id)
        if known is None or known == text_digest(message.text) or not patches.patched(REUSED_ID_PATCH):
            return
        self._emit(
            [
                {
                    "type": "error",
                    "code": "duplicate_message_id",
                    "message_id": message.message_id,
                    "message": "This message_id was already used for another message; "
                    "send the new message with a new message_id.",
                }
            ]
        )

    def _goodbye(self, reason: str) -> None:
        text = i18n.session_ended_text(self.session.preferred_language)
        self._emit([{"type": "text", "text": text, "session_ended": True, "reason": reason}])

    def _tell_late_payment(self) -> None:
        st = self.session
        late = st.late_payment
        assert late is not None
        self.visibility.flag(st, "unmatched_payment")
        st.notices = add_notice(st.notices, "late_payment", late_payment_note(late), workflow.now(), st.turn)
        text = payment_texts.late_payment_text(st.preferred_language, late.trip_name, late.booking_ref, late.amount_usd)
        self._emit(
            [
                {
                    "type": "text",
                    "text": text,
                    "late_payment": {
                        "payment_intent_id": late.payment_intent_id,
                        "booking_ref": late.booking_ref,
                        "trip_name": late.trip_name,
                        "amount_usd": late.amount_usd,
                    },
                }
            ]
        )
        workflow.logger.error(
            "LATE PAYMENT after the hold expired, recorded for operators: intent=%s", late.payment_intent_id
        )

    keep_trip: Optional[bool]  # workflow.patched(KEEP_TRIP_PATCH), decided the first time it matters

    if TYPE_CHECKING:  # SessionWorkflow's property

        @property
        def follow_up_deadline(self) -> Optional[datetime]:  # pragma: no cover
            raise NotImplementedError

    def _looking_after(self, decide: bool = True) -> bool:
        """True while an ended session keeps running for its paid trip (see the module doc).

        ``decide=False`` (wait-condition predicates, queries) never records the patch marker.
        """
        if self.end_request is None or self.follow_up_deadline is None:
            return False
        if self.keep_trip is None:
            if not decide:
                return False
            self.keep_trip = patches.patched(KEEP_TRIP_PATCH)
        return self.keep_trip

    def _payment_grace_end(self) -> Optional[datetime]:
        st = self.session
        if st.payment_status == "CONFIRMED" or st.late_payment is not None:
            return None
        if st.state == AgentState.PAYMENT and st.reserved_until is not None:
            return max(st.reserved_until, workflow.now()) + PAYMENT_GRACE
        if st.expired_holds:
            return st.expired_holds[-1].expired_at + PAYMENT_GRACE
        return None

    def _draining(self) -> bool:
        """True while an ended session stays open for a payment (see the module doc)."""
        if self.drain_until is None:
            end = self._payment_grace_end()
            if end is None or end <= workflow.now() or not patches.patched(DRAIN_PATCH):
                return False
            self.drain_until = end
            self._goodbye(self.end_request.reason)
        elif self._payment_grace_end() is None or workflow.now() >= self.drain_until:
            return False  # paid, told about a late payment, or the grace period is over
        while self.inbox:
            message = self.inbox.pop(0)
            self._emit(
                [
                    {
                        "type": "error",
                        "code": "session_ended",
                        "message": i18n.session_ended_text(self.session.preferred_language),
                    }
                ],
                reply_to=message.message_id,
            )
        return True

    # ------------------------------------------------------------ applying a payment event
    reminder_at: Optional[datetime]
    config: Any

    if TYPE_CHECKING:  # provided by SessionWorkflow and SessionTurns (never shadow them at run time)

        async def _expire_hold(self) -> None:  # pragma: no cover - provided by SessionWorkflow
            raise NotImplementedError

        async def _system_turn(self, *args: Any, **kwargs: Any) -> SystemTurn:  # pragma: no cover
            raise NotImplementedError

        def _end_message(self, message_id: str) -> None:  # pragma: no cover - SessionTurns
            raise NotImplementedError

        def _top_up_told_once(self, amount_usd: Optional[float]) -> bool:  # pragma: no cover - SessionTopUps
            raise NotImplementedError

        def _tell_top_up_failure(self, intent: str = "") -> bool:  # pragma: no cover - SessionTopUps
            raise NotImplementedError

    async def _handle_payment(self, queued: QueuedPayment) -> None:
        st = self.session
        event = queued.event
        if hold_expired(st, queued.received_at) and patches.patched(LATE_PAYMENT_PATCH):
            await self._expire_hold()  # the hold ran out before the money came: release it first
        if repeated_payment(st, event) and patches.patched(ONE_ANNOUNCEMENT_PATCH):
            record_repeat(st, event)  # the same money by another route: told once, counted once
            workflow.logger.info("repeat of payment %s ignored", event.payment_intent_id)
            return
        outcome = apply_payment_event(st, event, queued.received_at)
        lang = st.preferred_language
        if outcome == PaymentOutcome.LATE_PAYMENT and not patches.patched(LATE_PAYMENT_PATCH):
            outcome = PaymentOutcome.UNMATCHED  # recorded before late payments were told: as then
        if outcome == PaymentOutcome.LATE_PAYMENT:
            self._tell_late_payment()
            return
        if outcome == PaymentOutcome.CONFIRMED:
            self.reminder_at = reminder_deadline(st, self.config.reminder_hours_before)
            paid = payment_confirmed_frame(st, event.payment_intent_id, event.amount_usd)
            note = payment_texts.payment_confirmed_note(st.booking_ref, money_words(st, event.amount_usd))
            if patches.patched(PAID_AT_ONCE_PATCH):
                await self._confirm_at_once(paid, note)
            elif patches.patched("one-payment-confirmation"):
                # One confirmation: the paid panel carries the model's own words.
                text, answered, _ = await self._system_turn(
                    "payment_confirmed", note, "confirmation", "confirm", emit=False
                )
                self._emit(
                    [
                        {
                            **paid,
                            "text": text
                            or i18n.payment_confirmed_text(
                                lang, st.booking_ref, st.selected_trip_name, bool(st.customer_email)
                            ),
                        }
                    ],
                    reply_to=answered,
                )
                if answered:  # "I just paid!" was waiting: this one answer is its reply
                    self._end_message(answered)
            else:
                self._emit(
                    [
                        {
                            **paid,
                            "text": i18n.payment_confirmed_text(
                                lang, st.booking_ref, st.selected_trip_name, bool(st.customer_email)
                            ),
                        }
                    ]
                )
                await self._system_turn("payment_confirmed", note, "confirmation", "confirm")
        elif outcome in (PaymentOutcome.FAILED_COUNTED, PaymentOutcome.SUPPORT_HANDOFF):
            handoff = outcome == PaymentOutcome.SUPPORT_HANDOFF
            text = i18n.support_handoff_text(lang) if handoff else i18n.payment_failed_text(lang, st.payment_attempts)
            if handoff:
                self.visibility.flag(st, "payment_failures")
            kind: NoticeKind = "support_handoff" if handoff else "payment_failed"
            st.notices = add_notice(
                st.notices,
                kind,
                payment_texts.payment_failed_note(st.payment_attempts, text),
                workflow.now(),
                st.turn,
            )
            self._emit(
                [{"type": "text", "text": text, "payment_failed": True, "payment_intent_id": event.payment_intent_id}]
            )
        elif outcome in (PaymentOutcome.TOP_UP_PAID, PaymentOutcome.TOP_UP_FAILED):
            top_up_paid = outcome == PaymentOutcome.TOP_UP_PAID
            if top_up_paid and self._top_up_told_once(event.amount_usd):
                return  # one confirmation: told now, the model reads it in its next turn
            if not top_up_paid and self._tell_top_up_failure(event.payment_intent_id):
                return  # counted and told now (agent.top_up_failures), the model reads it in its next turn
            if top_up_paid and patches.patched(PAID_AT_ONCE_PATCH):  # the card says paid now, in words too
                told = payment_texts.top_up_paid_text(lang, st.booking_ref, money_words(st, event.amount_usd))
                self._emit([{"type": "text", "text": told, "top_up_paid": True}])
            await self._system_turn(
                "payment_confirmed" if top_up_paid else "payment_failed",
                f"The top-up payment for the change of booking {st.booking_ref} "
                + (
                    "succeeded: the booking is confirmed with its new details. Tell the traveller briefly."
                    if top_up_paid
                    else "failed: the change stays unpaid. Tell the traveller and give the support contact."
                ),
                "turn",
                "top-up",
            )
        elif outcome == PaymentOutcome.ALREADY_CONFIRMED and patches.patched(LATE_CONFIRMATION_PATCH):
            # The webhook after checkPaymentStatus already confirmed this intent: nothing to do.
            workflow.logger.info("late duplicate confirmation of intent %s ignored", event.payment_intent_id)
        elif outcome in (PaymentOutcome.UNMATCHED, PaymentOutcome.ALREADY_CONFIRMED):
            if outcome == PaymentOutcome.ALREADY_CONFIRMED:  # recorded before the patch: as it was then
                record_unmatched(st, event, "already_confirmed", queued.received_at)
            self.visibility.flag(st, "unmatched_payment")
            workflow.logger.error(
                "UNMATCHED PAYMENT recorded for operators: intent=%s status=%s reason=%s",
                event.payment_intent_id,
                event.status,
                st.unmatched_payments[-1].reason,
            )

    async def _confirm_at_once(self, paid: dict[str, Any], note: str) -> None:
        """The paid card with the confirmation in the session's language now; then the model's turn,
        told what the traveller already saw, whose words follow as a text (issue 37)."""
        st = self.session
        told = i18n.payment_confirmed_text(
            st.preferred_language, st.booking_ref, st.selected_trip_name, bool(st.customer_email)
        )
        self._emit([{**paid, "text": told}])
        note += f" The traveller already sees the paid booking card and this confirmation: {told!r}. Do not repeat it; add only what helps next (what happens before the trip, how to change it)."
        turn = await self._system_turn("payment_confirmed", note, "confirmation", "confirm", emit=False)
        answered = turn.answered
        # every card of the turn too: a message answered here keeps its quote
        if turn.text or any(e.get("type") != "text" for e in turn.events):
            self._emit(turn.events, reply_to=answered)
        elif answered:
            self._emit([{"type": "text", "text": told}], reply_to=answered)
        if answered:  # "I just paid!" was waiting: this answer is its reply
            self._end_message(answered)
