"""SessionWorkflow's unpaid top-ups (issue 37), kept apart so session.py stays readable.

- The top-up QR's expiry: a durable timer to the unpaid top-up's ``expires_at``
  (agent.top_up_expiry); when it fires unpaid, the traveller is told at once in the session's
  language (a ``text`` frame with ``top_up_expired``) and the model gets a ``top_up_expired``
  notice; its context says the QR expired. Patch ``TOP_UP_EXPIRY_PATCH``: runs recorded before it
  arm no such timer.
- The unpaid change's deadline (agent.top_up_lapse): a durable timer to the top-up's ``pay_by``; when it
  fires unpaid, the booking is read from the backend and, when the backend withdrew the change, the session
  follows the booking (the card redrawn, nothing owed), the traveller is told at once in the session's
  language (a ``text`` frame with ``unpaid_change_withdrawn``) and the model gets an
  ``unpaid_change_withdrawn`` notice. Paid meanwhile: nothing is said. Patch ``UNPAID_CHANGE_LAPSE_PATCH``.
- A paid top-up is told once (patch ``ONE_TOP_UP_CONFIRMATION_PATCH``): the ``top_up_paid`` text the
  moment the payment lands is the one confirmation; the model gets a notice for its next turn
  instead of a turn of its own (a relay run saw "340.20 SGD" at once, then the model's "S$340.20").
- A failed top-up is counted and told at once (patch ``TOP_UP_FAILURES_PATCH``, asked when a top-up is
  first owed; it sets ``state.top_up_failures_counted``, agent.top_up_failures): each failure is one of
  the session's ``payment_attempts`` and one of that top-up's own; the traveller reads a ``text`` frame
  with ``payment_failed`` and ``top_up_failed`` in the session's language (which attempt of 3, a new QR
  on request; at the third, the support contact, no new QR, the change withdrawable) and the model a
  ``top_up_failed`` notice instead of a turn of its own; the third also raises the operator flag
  ``payment_failures``. Runs recorded before start a model turn, counting nothing, as then.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Optional

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from agent import payment_texts, top_up_failures
    from agent.aftercare import top_up_due
    from agent.money_frames import money_words
    from agent.notices import add_notice
    from agent.top_up_expiry import announce, top_up_expiry
    from agent.top_up_lapse import apply_lapse, lapse_due, withdrawn_by_backend
    from workflows import patches

TOP_UP_EXPIRY_PATCH = "topup-expiry-announced"
ONE_TOP_UP_CONFIRMATION_PATCH = "top-up-paid-told-once"
UNPAID_CHANGE_LAPSE_PATCH = "unpaid-change-lapse-told"
TOP_UP_FAILURES_PATCH = "top-up-failures-counted-told"


class SessionTopUps:
    """Mixed into SessionWorkflow (which provides session, _emit and the main loop)."""

    session: Any
    top_up_timer: Optional[bool]  # patches.patched(TOP_UP_EXPIRY_PATCH), decided when a top-up is first owed
    # patches.patched(UNPAID_CHANGE_LAPSE_PATCH), decided when a change with a pay_by is first owed
    top_up_lapse_timer: Optional[bool] = None
    runner: Any
    visibility: Any

    def _emit(self, events: list[dict[str, Any]], reply_to: Optional[str] = None) -> None:  # pragma: no cover
        raise NotImplementedError

    @property
    def top_up_deadline(self) -> Optional[datetime]:
        """When the unpaid top-up's QR runs out (not yet told), in runs that watch it."""
        return top_up_expiry(self.session) if self.top_up_timer else None

    @property
    def top_up_lapse_at(self) -> Optional[datetime]:
        """When the unpaid change's pay_by passes (not yet looked at), in runs that watch it."""
        return lapse_due(self.session) if self.top_up_lapse_timer else None

    @property
    def top_up_deadlines(self) -> list[datetime]:
        return [d for d in (self.top_up_deadline, self.top_up_lapse_at) if d is not None]

    def _plan_top_up_expiry(self) -> None:
        """Each patch is asked once, the first time a top-up with that deadline is owed (no marker otherwise)."""
        if self.top_up_timer is None and top_up_expiry(self.session) is not None:
            self.top_up_timer = patches.patched(TOP_UP_EXPIRY_PATCH)
        if self.top_up_lapse_timer is None and lapse_due(self.session) is not None:
            self.top_up_lapse_timer = patches.patched(UNPAID_CHANGE_LAPSE_PATCH)
        st = self.session
        if not st.top_up_failures_counted and top_up_due(st):  # kept in the state (continue-as-new)
            st.top_up_failures_counted = patches.patched(TOP_UP_FAILURES_PATCH)

    async def _lapse_unpaid_change(self) -> None:
        """pay_by passed: the backend says whether the change was withdrawn (told at once) or paid (nothing)."""
        st = self.session
        book = st.after_payment
        if book is None or not st.booking_id:
            return
        book.top_up_lapse_checked = book.top_up_pay_by  # looked at once, whatever the answer
        booking = await self.runner.read_booking(st, st.booking_id, f"lapse-{book.top_up_pay_by}")
        if booking is None or not withdrawn_by_backend(booking):
            return  # paid meanwhile (the payment's own event tells it), or the backend could not be read
        frame, note = apply_lapse(st, booking)
        st.notices = add_notice(st.notices, "unpaid_change_withdrawn", note, workflow.now(), st.turn)
        self._emit([frame])

    def _announce_top_up_expiry(self) -> None:
        st = self.session
        frame, note = announce(st)
        st.notices = add_notice(st.notices, "top_up_expired", note, workflow.now(), st.turn)
        self._emit([frame])

    def _top_up_told_once(self, amount_usd: Optional[float]) -> bool:
        """A paid top-up: one confirmation now, a notice for the model's next turn. False in runs
        recorded before (they announce it and start a model turn as then)."""
        if not patches.patched(ONE_TOP_UP_CONFIRMATION_PATCH):
            return False
        st = self.session
        told = payment_texts.top_up_paid_text(st.preferred_language, st.booking_ref, money_words(st, amount_usd))
        note = (
            f"The top-up payment for the change of booking {st.booking_ref} succeeded: the booking is paid in full "
            f"with its new details. The traveller was already told: {told!r}. Do not confirm it again; answer "
            "what they say next."
        )
        st.notices = add_notice(st.notices, "top_up_paid", note, workflow.now(), st.turn)
        self._emit([{"type": "text", "text": told, "top_up_paid": True}])
        return True

    def _tell_top_up_failure(self, intent: str = "") -> bool:
        """A counted top-up failure: told now, a notice for the model's next turn; the third also raises the
        operator flag. False in runs recorded before (a model turn, as then)."""
        st = self.session
        if not st.top_up_failures_counted:
            return False
        text, note = top_up_failures.told(st)
        handoff = top_up_failures.handed_off(st)
        if handoff:
            self.visibility.flag(st, top_up_failures.SUPPORT_FLAG)
        st.notices = add_notice(st.notices, "top_up_failed", note, workflow.now(), st.turn)
        # the intent names the QR that failed: the page marks that code failed at once (api/static/cards.js)
        failed = {"payment_intent_id": intent} if intent else {}
        self._emit([{"type": "text", "text": text, "payment_failed": True, "top_up_failed": True, **failed}])
        return True
