"""SessionWorkflow's conversation turns: a traveller's message, and a turn the workflow starts on
its own for a system notice (payment confirmed, reminder, follow-up, top-up).

A notice turn puts the notice in the system prompt (agent.notices: a channel the traveller cannot
write into). Its user-role message is the fixed placeholder, unless a traveller message is
already waiting ("I just paid!"): then that message is the turn's user message and the answer
replies to it, so the traveller gets one answer instead of two (patch ``NOTICE_TAKES_MESSAGE``).
A message that arrives while the payment confirmation is being written (a slow or crashed model
call makes that window long) is taken the same way: the unsent confirmation is dropped and written
once more as the answer to that message (patch ``CONFIRMATION_RETAKES_MESSAGE``, issue 28).
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any, NamedTuple, Optional

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from agent.consent import hear, mark_shown
    from agent.context import append_user_message
    from agent.formatter import confirmation_frame
    from agent.notices import NOTICE_TURN_TEXT, NoticeKind, add_notice, mark_answered
    from agent.prompts import i18n
    from agent.quote_use import late_press, retired_as
    from agent.signals import UserMessage, text_digest
    from workflows import patches

MAX_COMPLETED_IDS = 50
NOTICE_TAKES_MESSAGE = "notice-turn-takes-waiting-message"
CONFIRMATION_RETAKES_MESSAGE = "confirmation-retakes-message-sent-meanwhile"
# A confirming call needs the traveller's yes to that quote (agent.consent); sessions recorded before
# it confirm on any later message.
CONSENT_PATCH = "consent-to-this-quote"
# a bare yes to a cancellation shown beside another quote answers neither
CANCELLATION_APART = "cancellation-needs-its-own-yes"
# a Confirm / Not now press on a retired quote card (used, declined, replaced, expired) answers nothing
LATE_PRESS_PATCH = "late-press-answers-nothing"
# a yes naming a reschedule quote's own date is a yes to it, one naming another date is not (agent.consent_dates)
QUOTE_DATES = "consent-reads-the-quote-dates"
# a typed yes answers a quote only under its own question, and never with a price still to be told
YES_TO_ITS_QUESTION = "yes-answers-its-own-question"
# ...and the order making a change quote's own action ("加上他吧"), or the model's question naming it, is its question
ORDER_NAMES_ITS_QUOTE = "order-names-its-change-quote"
# a change quote's answer beside other business: its action ordered last is its yes, a no to another question
# beside words agreeing with it is no no (agent.consent_business)
ANSWER_BESIDE_BUSINESS = "change-answer-beside-other-business"
# a no is a no only when its object is the quote, not a detail (agent.consent_details); a change's yes said first
# beside other business, or spelled "ចា៎", is its yes (agent.consent_order_first)
ANSWER_BY_ITS_OBJECT = "consent-answer-by-its-object"
# the answer read as said: the quote's names in any case, a Khmer negation closed by "ទេ" as a statement, a yes beside
# an order for another change as no yes (agent.consent_said.as_said)
ANSWER_AS_SAID = "consent-answer-read-as-said"
# a concession before the answer ("តែអូខេ យកទូកហ្នឹងចុះ", "那也只好取消吧") gives the yes it concedes
# (agent.consent_agree_lead)
CONCEDED = "consent-conceding-answer-agrees"
# the yes read whole: a figure's point ("$91.00") cuts no question, a note for the operator or a complaint beside a
# confirming yes takes nothing from it (agent.read_whole)
READ_WHOLE = "consent-yes-read-whole"
# "not yet, I'll ask my husband" keeps the quote open and takes back an earlier yes (agent.consent_later); a message
# ending on the traveller's own "ok confirming" answers the quote whatever the model asked last (agent.consent_question)
DEFERRAL = "consent-deferral-and-own-confirm"
# a question ("对了，门票包含吗？", "可以订了吗", "កក់ទៅឬ") is never a yes, and a short clear order to book ("好嘞 订吧",
# "OK … កក់ទៅ … យល់ព្រម") is the yes to the booking summary on screen (agent.consent_plain)
PLAINLY = "consent-question-never-yes-short-order-yes"
# a need beside the answer ("不要放糖", "孩子不吃辣", "no sugar", "កុំដាក់ស្ករ", "អត់មានបញ្ហាទេ") is no no, and an order to take
# what is shown ("就按这个订", "确认", "价格可以", "go with that one") beside neutral clauses is the yes (agent.consent_clauses)
CLAUSES = "consent-need-is-no-no-order-shown-yes"
# "add Aroha" under "Shall I add Aroha for $460?" is the quote's own order (agent.consent_names), and "今晚" /
# "កុំទាន់កក់" ask for time (agent.consent_later)
LATER = "consent-joiner-by-name-and-later-words"
# how or when the traveller will pay beside the yes ("补的钱另外扫码付", "I'll pay later") takes nothing from it, a yes
# asking another payment route ("take it off the refund") is no yes, and "加上思琪" names the joiner (agent.consent_payment)
PAYMENT_BESIDE = "consent-yes-beside-how-they-pay"
# a yes restating a pickup the booking already holds (or a pickup change shown with it proposes) is the yes
# (agent.consent_restated)
RESTATED = "consent-yes-restating-changes-made"
# a message naming exactly one of the priced options shown together answers that one (agent.consent_choice)
CHOICE = "consent-choice-among-options-shown"
# "not yet … please keep it as it is, I will write again" keeps the quote open: keeping it as it stands, beside a
# deferral, asks for time too (agent.consent_later)
KEPT = "consent-kept-as-is-beside-a-deferral"
# Messages sent while a turn runs are answered together in the next turn; before it, one turn each.
TOGETHER_PATCH = "messages-answered-together"
# The same words sent again before the first copy's answer was seen are answered once.
REPEAT_PATCH = "message-typed-twice-answered-once"
# A turn the model could not answer (nothing done) keeps its messages in the inbox for a later try,
# instead of an error stored as the assistant's answer and "send it again".
WAIT_PATCH = "failed-turn-message-waits"
MODEL_WAIT = timedelta(seconds=20)
MODEL_WAIT_MAX = timedelta(minutes=5)


class SystemTurn(NamedTuple):
    """What a notice turn said: the model's text (None if the model failed), the traveller message
    it answered (None for a placeholder turn) and its frames, every card included."""

    text: Optional[str]
    answered: Optional[str]
    events: list[dict[str, Any]]


class SessionTurns:
    """Mixed into SessionWorkflow (which provides the state, inbox, runner, visibility and _emit)."""

    session: Any
    inbox: list[Any]
    runner: Any
    visibility: Any
    config: Any
    processing: Optional[str]
    completed_ids: list[str]
    inactive_at: Any
    inbox_wait_until: Optional[Any]  # the inbox waits for the model until then (after a failed turn)
    model_waits: int  # failed turns in a row

    def _emit(self, events: list[dict[str, Any]], reply_to: Optional[str] = None) -> None:  # pragma: no cover
        raise NotImplementedError

    def _begin_message(self, message: UserMessage, earlier: Optional[list[UserMessage]] = None) -> None:
        """Bookkeeping of a traveller message, then the message itself (a new turn, always the
        traveller's words: an imitated notice reaches the model quoted). ``earlier``: messages sent
        before it while the last turn ran, answered together with it in this one turn."""
        st = self.session
        together = [*(earlier or []), message]
        now = workflow.now()
        if st.user_id is None and message.user_id:
            st.user_id = message.user_id
        if message.language:
            st.preferred_language = message.language
        if message.time_zone and len(message.time_zone) <= 64:  # checked by the bridge (agent/timefmt.py)
            st.time_zone = message.time_zone  # the model writes times in this zone
        st.last_active = now
        self.inactive_at = now + timedelta(days=self.config.inactivity_days)
        self.processing = message.message_id
        self.visibility.details(st, "thinking")
        texts: list[str] = []
        for each in together:  # a message typed twice in a row is said once
            if not texts or each.text.strip() != texts[-1].strip():
                texts.append(each.text)
        append_user_message(st, "\n\n".join(texts))
        # a trip card's Choose press: which trip, for the model (context line ``chosen_on_screen``)
        st.chosen_on_screen = next((m.choice.model_dump() for m in reversed(together) if m.choice), None)
        st.consent_rule = st.consent_rule or patches.patched(CONSENT_PATCH)
        if st.consent_rule:  # the traveller's answers, in order, to the quotes they had seen
            for each in together:
                if each.consent and retired_as(st, each.consent.quote_id) and patches.patched(LATE_PRESS_PATCH):
                    continue  # its card is retired: the press is no answer (an expired quote gets no yes)
                seen = each.last_seen_seq if each.last_seen_seq is not None else st.last_seq
                hear(
                    st,
                    each.text,
                    seen,
                    each.message_id,
                    each.consent,
                    lambda: patches.patched(CANCELLATION_APART),
                    lambda: patches.patched(QUOTE_DATES),
                    lambda: patches.patched(YES_TO_ITS_QUESTION),
                    lambda: patches.patched(ORDER_NAMES_ITS_QUOTE),
                    lambda: patches.patched(ANSWER_BESIDE_BUSINESS),
                    lambda: patches.patched(ANSWER_BY_ITS_OBJECT),
                    lambda: patches.patched(ANSWER_AS_SAID),
                    lambda: patches.patched(CONCEDED),
                    lambda: patches.patched(READ_WHOLE),
                    lambda: patches.patched(DEFERRAL),
                    lambda: patches.patched(PLAINLY),
                    lambda: patches.patched(CLAUSES),
                    lambda: patches.patched(LATER),
                    lambda: patches.patched(PAYMENT_BESIDE),
                    lambda: patches.patched(RESTATED),
                    lambda: patches.patched(CHOICE),
                    lambda: patches.patched(KEPT),
                )
        # a Confirm / Not now press on a card whose quote is gone: it did nothing, the model says so
        st.late_press = late_press(st, [each.consent for each in together]) if st.consent_rule else None

    def _end_message(self, message_id: str) -> None:
        self.processing = None
        self.completed_ids = (self.completed_ids + [message_id])[-MAX_COMPLETED_IDS:]

    def _typed_twice(self, message: UserMessage) -> bool:
        """The same words as the last message answered, sent before its sender saw that answer."""
        st = self.session
        seen = message.last_seen_seq if message.last_seen_seq is not None else st.last_seq
        return (
            message.consent is None
            and st.last_message_digest == text_digest(message.text.strip())
            and seen < st.last_answer_seq
            and patches.patched(REPEAT_PATCH)
        )

    async def _handle_message(self, message: UserMessage) -> None:
        st = self.session
        if self._typed_twice(message):  # answered once: its answer is the first copy's
            self._emit([{"type": "text", "text": "", "repeat_of": st.last_message_id}], reply_to=message.message_id)
            self._end_message(message.message_id)
            return
        earlier: list[UserMessage] = []
        if self.inbox and patches.patched(TOGETHER_PATCH):
            # sent while the last turn ran: one turn sees and answers all of them (the newest last)
            earlier, message = [message, *self.inbox[:-1]], self.inbox[-1]
            self.inbox = []
        before = st.model_copy(deep=True)
        self._begin_message(message, earlier)
        result = await self.runner.run(st, key_prefix=message.message_id)
        if result.llm_failed and not result.tools_ran and patches.patched(WAIT_PATCH):
            self._wait_for_the_model(before, [*earlier, message])
            return
        mark_answered(st.notices)  # the model has seen every open notice in this turn
        if result.llm_failed:
            self.visibility.flag(st, "llm_exhausted")
        if result.booking_created and st.reserved_until is None:
            st.reserved_until = workflow.now() + timedelta(minutes=self.config.hold_minutes_default)
        self.model_waits, self.inbox_wait_until = 0, None
        events = result.events
        if earlier:  # the answer names every message it answers (the bridge's REST call waits for its own)
            answers = [m.message_id for m in [*earlier, message]]
            events = [{**e, "answers": answers} for e in events]
        self._emit(events, reply_to=message.message_id)
        mark_shown(st, st.last_seq)  # a quote of this turn is on the traveller's screen from here on
        st.last_message_digest, st.last_message_id = text_digest(message.text.strip()), message.message_id
        st.last_answer_seq = st.last_seq
        for each in earlier:
            self._end_message(each.message_id)
        self._end_message(message.message_id)

    def _wait_for_the_model(self, before: Any, messages: list[UserMessage]) -> None:
        """The model could not answer and nothing was done: the messages go back to the inbox,
        unanswered, the turn leaves no trace in the conversation, and the traveller is told they
        are kept; the inbox is tried again after a growing wait, or at once when a new message comes."""
        st = self.session
        for name in type(st).model_fields:
            setattr(st, name, getattr(before, name))
        self.inbox = [*messages, *self.inbox]
        self.model_waits += 1
        self.inbox_wait_until = workflow.now() + min(MODEL_WAIT * 2 ** (self.model_waits - 1), MODEL_WAIT_MAX)
        text = i18n.turn_waiting_text(st.preferred_language)
        error = {"type": "error", "code": "llm_unavailable", "message": text, "kept": True}
        self._emit([error], reply_to=messages[-1].message_id)
        self.processing = None

    def _inbox_ready(self) -> bool:
        return self.inbox_wait_until is None or workflow.now() >= self.inbox_wait_until

    async def _system_turn(
        self,
        kind: NoticeKind,
        note: str,
        purpose: str,
        prefix: str,
        extra: Optional[dict] = None,
        emit: bool = True,
    ) -> SystemTurn:
        """A turn the workflow starts itself for a notice; with ``emit=False`` the caller shows its
        frames (:class:`SystemTurn`)."""
        st = self.session
        st.notices = add_notice(st.notices, kind, note, workflow.now(), st.turn)
        waiting = self.inbox.pop(0) if self.inbox and patches.patched(NOTICE_TAKES_MESSAGE) else None
        before = st.model_copy(deep=True) if waiting is None and purpose == "confirmation" else None
        if waiting is not None:
            self._begin_message(waiting)
            key = waiting.message_id
        else:
            st.messages.append({"role": "user", "content": NOTICE_TURN_TEXT})
            key = f"{prefix}-{st.last_seq}"
            self.processing = key  # the bridge shows typing while the model writes
        result = await self.runner.run(st, key_prefix=key, purpose=purpose)
        if (
            before is not None
            and self.inbox
            and not result.llm_failed
            and patches.patched(CONFIRMATION_RETAKES_MESSAGE)
        ):
            # "is it confirmed?" came while the confirmation was written: one answer, to that message
            for name in type(st).model_fields:
                setattr(st, name, getattr(before, name))
            waiting = self.inbox.pop(0)
            self._begin_message(waiting)
            result = await self.runner.run(st, key_prefix=waiting.message_id, purpose=purpose)
        mark_answered(st.notices, kind if waiting is None else None)
        events = [{**e, **(extra or {})} for e in result.events]
        text = "\n\n".join(e["text"] for e in events if e.get("text")) if not result.llm_failed else None
        reply_to = waiting.message_id if waiting is not None else None
        if emit:
            if purpose == "confirmation":
                events = [
                    confirmation_frame(
                        text
                        or i18n.payment_confirmed_text(
                            st.preferred_language, st.booking_ref, st.selected_trip_name, bool(st.customer_email)
                        ),
                        st,
                    )
                ]
            self._emit(events, reply_to=reply_to)
            mark_shown(st, st.last_seq)
        if waiting is not None and emit:
            self._end_message(waiting.message_id)
        elif waiting is None:
            self.processing = None
        return SystemTurn(text, reply_to, events if not result.llm_failed else [])
