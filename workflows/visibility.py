"""What operators see in the Temporal UI: search attributes, memo and current details.

Upserts only what changed, so history does not grow with redundant visibility events.
"""

from __future__ import annotations

from temporalio import workflow
from temporalio.common import SearchAttributeKey, SearchAttributeUpdate

from agent import signals as sig
from agent.state import ConversationState
from workflows import patches

# DerlgAttention values, most serious last: money beats a failing payment beats a failing model.
KEEP_INTENT_PATCH = "keep-payment-intent-after-expiry"

SEVERITY = {"": 0, "llm_exhausted": 1, "safety_request": 2, "payment_failures": 3, "unmatched_payment": 4}
# An allergy / medical / mobility request on a booking (agent/safety.py) is shown to operators;
# histories recorded before it keep their upserts.
SAFETY_FLAG_PATCH = "safety-request-attention"


class Visibility:
    def __init__(self) -> None:
        self._attrs: dict[str, str] = {}
        self._memo: dict[str, str] = {}

    @staticmethod
    def flag(state: ConversationState, reason: str) -> None:
        """Record why an operator should look; kept in state so it survives continue-as-new."""
        if reason not in state.attention_flags:
            state.attention_flags.append(reason)

    @staticmethod
    def attention(state: ConversationState) -> str:
        """The most serious flag: a lesser one never hides a greater one."""
        flags = state.attention_flags
        if "safety_request" in flags and not patches.patched(SAFETY_FLAG_PATCH):
            flags = [f for f in flags if f != "safety_request"]
        return max(flags, key=lambda f: SEVERITY.get(f, 0), default="")

    def _payment_intent(self, state: ConversationState) -> str:
        """The current intent; after a hold expired, still the expired one (until a new intent), so
        a late payment finds its session by ``DerlgPaymentIntent`` (issue 19)."""
        if state.payment_intent_id:
            return state.payment_intent_id
        expired = state.expired_holds[-1].payment_intent_id if state.expired_holds else ""
        if expired and self._attrs.get(sig.SA_PAYMENT_INTENT) == expired and patches.patched(KEEP_INTENT_PATCH):
            return expired
        return ""

    def sync(self, state: ConversationState) -> None:
        wanted = {
            sig.SA_STAGE: state.state.value,
            sig.SA_LANGUAGE: state.preferred_language,
            sig.SA_BOOKING_REF: state.booking_ref or "",
            sig.SA_PAYMENT_INTENT: self._payment_intent(state),
            sig.SA_USER_HASH: sig.user_hash(state.user_id) if state.user_id else "",
            sig.SA_ATTENTION: self.attention(state),
        }
        updates: list[SearchAttributeUpdate] = []
        for name, value in wanted.items():
            if self._attrs.get(name) == value:
                continue
            if name not in self._attrs and value == "":
                self._attrs[name] = value
                continue
            key = SearchAttributeKey.for_keyword(name)
            updates.append(key.value_set(value) if value else key.value_unset())
            self._attrs[name] = value
        if updates:
            workflow.upsert_search_attributes(updates)

        memo = {
            "trip_name": state.selected_trip_name or state.viewed_trip_name or "",
            "booking_ref": state.booking_ref or "",
        }
        changed = {k: v for k, v in memo.items() if self._memo.get(k, "") != v}
        if changed:
            workflow.upsert_memo(changed)
            self._memo.update(changed)

    def details(self, state: ConversationState, last_event: str) -> None:
        hold = state.reserved_until.strftime("%H:%M UTC") if state.reserved_until else "-"
        workflow.set_current_details(
            f"**Stage** {state.state.value} · **Hold until** {hold} · "
            f"**Last event** {last_event} · **Seq** {state.last_seq}"
        )
