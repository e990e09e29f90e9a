"""The "Current Session Context" section of the system prompt.

One ``- key: value`` line per known fact, so the model (and the offline scripted model, which
reads it back with :func:`parse_context`) always sees what the session already holds, even after
older messages fell out of the context window.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Optional

from agent.aftercare import context_lines
from agent.booking_ready import missing_before_confirm
from agent.budget import paying_travellers
from agent.consent_lines import change_quote_lines, consent_words_for
from agent.late_payments import render_late_payment
from agent.memory import render_lists
from agent.notices import open_notices
from agent.pending_change import context_value
from agent.place_words import fact_labels
from agent.quote_use import late_press_lines
from agent.rounding import half_up
from agent.state import AgentState, ConversationState

HEADER = "## Current Session Context"
NOTICES_HEADER = "## System notices (from the DerLg system; the traveller cannot write here)"

# Not the session and user ids: the model never needs them (tools receive them automatically).
_FIELDS = (
    "state",
    "preferred_language",
    "mood",
    "environment",
    "duration_days",
    "duration_days_max",
    "people_count",
    "adults",
    "children_ages",
    "cambodian_citizens",
    "transport",
    "budget_min_usd",
    "budget_max_usd",
    "departure_city",
    "travel_dates",
    "special_needs",
    "effort_limit",
    "suggested_trip_ids",
    "viewed_trip_id",
    "viewed_trip_name",
    "selected_trip_id",
    "selected_trip_name",
    "selected_trip_duration_days",
    "selected_hotel_id",
    "customizations",
    "applied_discount_code",
    "quoted_total_usd",
    "customer_name",
    "customer_phone",
    "customer_email",
    "pickup_location",
    "booking_special_requests",
    "details_validated",
    "booking_id",
    "booking_ref",
    "payment_intent_id",
    "reserved_until",
    "payment_attempts",
    "support_handoff",
)
# Not shown: payment_status (booking_status says the booking's and the payment's status apart,
# agent.aftercare).

# Where the operator's answer to each special request of the booking is read (sandbox/request_items.py).
REQUEST_STATUS_SOURCE = "each request's operator answer is in getTripItinerary of the booking (special_request_items)"

_STALE_AFTER_PAYMENT = ("reserved_until", "payment_attempts")
# Once the trip is paid and going ahead, what was browsed to choose it is history: the paid booking
# line says what was booked (a cancelled booking shows them again, for a new choice).
# The quote and the checks that led to it are history too: the paid booking line has the amount paid.
_BROWSING = (
    "mood",
    "budget_min_usd",
    "budget_max_usd",
    "suggested_trip_ids",
    "viewed_trip_id",
    "viewed_trip_name",
    "selected_trip_duration_days",
    "quoted_total_usd",
    "details_validated",
)


_LOOKING = ("viewed_trip_id", "viewed_trip_name")


def _chosen(state: ConversationState) -> bool:
    """A trip is chosen and the journey is past browsing (customising, booking, paying, paid)."""
    return bool(state.selected_trip_id) and state.state not in (AgentState.SUGGESTION, AgentState.EXPLORATION)


def _paid(state: ConversationState) -> bool:
    return state.payment_status == "CONFIRMED"


def _one_figure(state: ConversationState) -> bool:
    """The traveller gave one figure ("about", "up to"): the search's lower end is its own, never theirs."""
    return state.stated_budget is not None and state.stated_budget.kind != "range"


def _render(value: Any) -> str:
    if hasattr(value, "value"):
        return str(value.value)
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}={v}" for k, v in value.items())
    return str(value)


def _differ(state: ConversationState) -> str:
    """Beside the quote's per-adult price when its adults pay differently: whose price it is (the backend's
    ``adults_pay_differently``), never read as every adult's."""
    if not state.quoted_adults_pay_differently:
        return ""
    return " who is no Cambodian citizen and takes none of the add-ons only some adults take (adults pay differently)"


def _labels(state: ConversationState) -> list[str]:
    """What the numbers mean, next to them: per person vs total for N people, quotes awaiting a yes."""
    lines = []
    if (state.budget_min_usd is not None or state.budget_max_usd is not None) and not _paid(state):
        infants = state.people_count is not None and _paying(state, state.people_count) < state.people_count
        base = "paying traveller (under-4s free)" if infants else "person"
        if _per_adult(state):
            base = "adult (one adult's price is compared with it; children pay their own price)"
        lines.append(f"- budget_is: per {base}, in USD")
    if state.stated_budget is not None and not _paid(state):  # what the traveller said, per person
        lines.append(f"- budget: {state.stated_budget.said()}")
    if state.stated_budget is not None:
        lines.append(f"- budget_as_stated: {state.stated_budget.describe()}")
    if state.quoted_total_usd is not None and not _paid(state):
        people = state.quoted_people_count or state.people_count
        per = state.quoted_price_per_person_usd
        if per is None and people:
            per = half_up(state.quoted_total_usd / people)
        if state.children_ages and state.adults is not None and people == state.adults + len(state.children_ages):
            paying = _paying(state, people)  # a free infant is never in an average's divisor
            average = half_up(state.quoted_total_usd / max(paying, 1))
            adult = f"{per} USD per adult{_differ(state)}, " if per is not None else ""
            each = "on average" if paying == people else "on average per paying traveller (under-4s free)"
            lines.append(f"- quoted_total_is_for: {people} people ({adult}children by age; {average} USD {each})")
        else:
            lines.append(
                f"- quoted_total_is_for: {people or '?'} people ({per if per is not None else '?'} USD per "
                f"{'adult' + _differ(state) if state.quoted_adults_pay_differently else 'person'})"
            )
    lines.extend(_priced_alternative(state))
    lines.extend(_against_request(state))
    quote = state.booking_quote
    if quote is not None:
        group = f"{quote.people_count} people"
        each = "per adult; children by age" if quote.children_ages else "per person"
        if quote.adults is not None:
            kids = (
                f", children aged {', '.join(map(str, quote.children_ages))}"
                if quote.children_ages
                else ", no children"
            )
            group += f" ({quote.adults} adults{kids})"
        if quote.yes_carried_from:  # not "answered since": this summary itself was not shown yet
            answered = (
                f"the traveller's yes to summary {quote.yes_carried_from} stands (only the special request or "
                "pickup changed, the price did not): tell them what changed; createBooking may use this quote"
            )
        elif state.renewable_hold is not None:  # the summary of a booking whose hold ran out (issue 22)
            answered = (
                f"the traveller confirmed it before the hold of {state.renewable_hold.booking_ref} ran out: if they "
                "still want the trip, createBooking with this quote_id renews that booking on the same reference "
                "(price checked again)"
            )
        elif state.consent_rule:
            answered = consent_words_for(quote)
        elif state.turn > quote.turn:
            answered = "the traveller has answered since"
        else:
            answered = "awaiting the traveller's yes"
        missing = missing_before_confirm(state)
        if missing:  # the card has no Confirm button until they are known (agent.booking_ready)
            answered += f"; not confirmable yet, still needed: {', '.join(missing)} (ask for them first)"
        lines.append(
            f"- booking_summary_shown: quote_id={quote.quote_id}, trip={quote.trip_name or quote.trip_id}, "
            f"from {quote.travel_date} to {quote.end_date or '?'}, {group}, pickup={quote.pickup_location or 'not set'}, "
            f"total_usd={quote.total_usd} for the group ({quote.price_per_person_usd} {each}); {answered}"
        )
    if state.booking_id and state.booking_special_requests:  # relay j21: "is it confirmed?" had no source
        lines.append(f"- booking_special_requests_status: {REQUEST_STATUS_SOURCE}")
    return lines


def _priced_alternative(state: ConversationState) -> list[str]:
    """A plan priced and not saved, named as such: never in the chosen trip's place (quoted_total_usd)."""
    alt = state.priced_alternative
    if alt is None or _paid(state):
        return []
    plan = " + ".join([alt.trip_id or "?", *alt.customizations])
    total = f"{alt.total_usd} USD for {alt.people_count or '?'}, " if alt.total_usd is not None else ""
    return [f"- priced_not_saved: {plan}: {total}{alt.per_person_usd} per adult"]


def _against_request(state: ConversationState) -> list[str]:
    """Where the chosen trip differs from what the traveller asked (a relay model had to notice a
    4-day trip against the 3 days asked, and a price above the budget, by itself)."""
    if not state.selected_trip_id or _paid(state):
        return []
    differs = []
    days, asked = state.selected_trip_duration_days, state.duration_days
    if days and asked and days != asked:
        differs.append(f"{days} days (asked {asked})")
    over = _over_budget(state)
    if over:
        differs.append(over)
    return [f"- chosen_trip_differs_from_request: {'; '.join(differs)}"] if differs else []


def _paying(state: ConversationState, people: int) -> int:
    """The travellers of ``people`` a budget is shared by: the free infants left out (relay 12 req 5)."""
    same = state.adults is not None and people == state.adults + len(state.children_ages)
    return paying_travellers(people, state.children_ages if same else None)


def _per_adult(state: ConversationState) -> bool:
    return state.stated_budget is not None and state.stated_budget.per == "adult"


def _over_budget(state: ConversationState) -> Optional[str]:
    """The chosen trip above the budget, like with like (issue 37): the group's total against the
    group's budget (the budget per paying traveller times the paying travellers, infants free),
    never one adult's price against it (a family whose children pay less was told it was over budget
    when its average was within)."""
    budget, per, total = state.budget_max_usd, state.quoted_price_per_person_usd, state.quoted_total_usd
    people = state.quoted_people_count or state.people_count
    if budget is None:
        return None
    if _per_adult(state):  # relay 18: one adult's price against a budget per adult
        return f"{per:g} USD per adult, above the budget of {budget:g} per adult" if per and per > budget else None
    if total is not None and people:
        paying = _paying(state, people)
        group_budget = half_up(budget * paying)
        if total <= group_budget:
            return None
        adult = f" ({per:g} per adult)" if per is not None and state.children_ages else ""
        return (
            f"{total:g} USD for the group{adult}, above the budget of {group_budget:g} for the group "
            f"({budget:g} per {'paying traveller' if paying < people else 'person'})"
        )
    if per is not None and per > budget and not state.children_ages:  # all adults: one price is the average
        return f"{per:g} USD per adult, above the budget of {budget:g} per person"
    return None


def _focus_lines(state: ConversationState) -> list[str]:
    """The trip being looked at told apart from the one chosen."""
    viewed, chosen = state.viewed_trip_id, state.selected_trip_id
    if not viewed and not chosen:
        return []
    looking = f"{state.viewed_trip_name or viewed} ({viewed})" if viewed else "none"
    picked = f"{state.selected_trip_name or chosen} ({chosen})" if chosen else "nothing chosen yet"
    if _chosen(state):
        return []  # selected_trip_id / selected_trip_name say it, and nothing else is looked at
    # the last itinerary opened, a fact: not who the traveller favours (relay j27: two itineraries
    # opened in one response made the second "looked at" while the first was being discussed)
    return [f"- trip_focus: last itinerary opened {looking}; chosen for booking: {picked}"]


def _screen_choice(state: ConversationState) -> list[str]:
    """The trip the traveller's message chose with a card's button (not to be guessed from its words)."""
    choice = state.chosen_on_screen
    if not choice or not choice.get("trip_id"):
        return []
    option = f"option {choice['option']} of the current list, " if choice.get("option") else ""
    return [f"- chosen_on_screen: {option}trip_id {choice['trip_id']} (the traveller pressed its Choose button)"]


def render_notices(state: ConversationState) -> list[str]:
    """Open notices to act on now, then the latest handled one for context."""
    pending = open_notices(state.notices)
    handled = [n for n in state.notices if n.answered][-2:]
    if not pending and not handled:
        return []
    lines = ["", NOTICES_HEADER, ""]
    for notice in pending:
        lines.append(f"- open_notice: {notice.kind}: {notice.text}")
    for notice in handled:
        lines.append(f"- earlier_notice: {notice.kind} ({notice.at.isoformat()}): {notice.text}")
    return lines


# What changes from one call to the next (the clock, whether the summary was answered, what fell
# out of the window, notices): sent after the session's facts, which change only when a fact does,
# so the facts can sit in the cached prefix (agent.prompts.builder).
_MOMENT_KEYS = (
    "now",
    "now_local",
    "booking_summary_shown",
    "earlier_conversation_summary",
    "chosen_on_screen",
    "late_press",
)


def _citizens(state: ConversationState) -> str:
    """The recorded Cambodian citizens, of how many: who pays what (a citizen's park pass is free)."""
    people = state.people_count or ((state.adults or 0) + len(state.children_ages))
    return f"{state.cambodian_citizens} of {people}" if people else str(state.cambodian_citizens)


def _key(line: str) -> str:
    return line[2:].split(":", 1)[0] if line.startswith("- ") else ""


def render_context_parts(
    state: ConversationState, now: datetime | None = None, support_contact: str | None = None
) -> tuple[str, str]:
    """``(facts, moment)``: the session context in two parts, facts first (see :data:`_MOMENT_KEYS`)."""
    lines = []
    if now is not None:
        lines.append(f"- now: {now.isoformat()}")
    for name in _FIELDS:
        value = context_value(state, name, getattr(state, name))  # while a top-up is owed: what is paid for
        if (
            value is None
            or value == []
            or value is False
            or (name in ("payment_attempts", "cambodian_citizens") and value == 0)
        ):
            continue
        if name in _STALE_AFTER_PAYMENT and state.payment_status in ("CONFIRMED", "CANCELLED"):
            continue  # the hold and the failed attempts are over once paid (booking_status says the rest)
        if name in _BROWSING and _paid(state):
            continue
        if name in _LOOKING and _chosen(state):
            continue  # the trip last looked at is history once one is chosen (relay j13: stale focus)
        if name == "budget_min_usd" and _one_figure(state):
            continue  # one figure said ("about 20,000 HKD"): no minimum was given; the budget line says it
        lines.append(f"- {name}: {_citizens(state) if name == 'cambodian_citizens' else _render(value)}")
    if state.preferred_language == "ZH" and state.chinese_script == "Hant":
        lines.append("- chinese_script: Hant (the traveller writes Traditional: answer in 繁體中文)")
    shown = {_key(line) for line in lines}  # the traveller's words beside the facts shown (KH / ZH)
    lines.extend(line for line in fact_labels(state) if _key(line).removesuffix("_label") in shown)
    if not _paid(state) and state.state != AgentState.PAYMENT:  # while a hold runs, the choice is made
        lines.extend(render_lists(state.memory))  # every trip list shown, names and prices (agent.memory)
        lines.extend(_focus_lines(state))
        lines.extend(_screen_choice(state))
    lines.extend(context_lines(state, now, support_contact))  # time zone; the paid booking, support
    lines.extend(_labels(state))
    if state.consent_rule:
        lines.extend(change_quote_lines(state))  # reschedule / cancellation quotes and the answers given
        lines.extend(late_press_lines(state))  # a press on a retired quote card (agent.quote_use)
    missing = state.missing_discovery_fields()
    if missing:
        lines.append(f"- missing_discovery_fields: {', '.join(missing)}")
    if state.summary:
        lines.append(f"- earlier_conversation_summary: {state.summary}")
    facts = [HEADER, ""] + [line for line in lines if _key(line) not in _MOMENT_KEYS]
    moment = [line for line in lines if _key(line) in _MOMENT_KEYS]
    moment.extend(render_late_payment(state))
    moment.extend(render_notices(state))
    return "\n".join(facts), "\n".join(moment)


def render_context(state: ConversationState, now: datetime | None = None, support_contact: str | None = None) -> str:
    """The whole session context as one text (facts, then what changes call to call)."""
    facts, moment = render_context_parts(state, now, support_contact)
    return f"{facts}\n{moment}" if moment else facts


def parse_context(system_text: str) -> dict[str, str]:
    """Read the context section back: ``{"state": "DISCOVERY", "mood": "stressed", ...}``."""
    out: dict[str, str] = {}
    start = system_text.find(HEADER)
    if start < 0:
        return out
    for line in system_text[start + len(HEADER) :].splitlines():
        line = line.strip()
        if line.startswith("## ") and not line.startswith(NOTICES_HEADER):
            break
        if line.startswith("- ") and ": " in line:
            key, value = line[2:].split(": ", 1)
            out[key.strip()] = value.strip()
    return out
