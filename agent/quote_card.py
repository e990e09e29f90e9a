"""The card of a quote the traveller can answer: a booking summary (previewBooking), a reschedule
or a cancellation quote, with Confirm / Not now buttons (the page's ``consent`` frame, agent.consent).

The card carries the quote's own figures (never session preferences) and button words in the
session's language; the page translates the detail keys. A booking summary that Confirm could not
book yet (no validated name or phone, no pickup: agent.booking_ready) has no buttons and lists what
is still ``needs``; a change quote carries the backend's ``expires_at`` (the page retires its
buttons then). A card that can no longer be confirmed is updated in place (agent.quote_updates).
"""

from __future__ import annotations

from typing import Any, Callable, Literal, Optional

from pydantic import Field

from agent.aftercare import information_only
from agent.band_lines import BAND_KEYS, band_details
from agent.booking_ready import missing_before_confirm
from agent.change_lines import LINE_KEYS, change_lines, usd_said
from agent.currency_words import money_text
from agent.messages import ContentFrame
from agent.money_frames import result_local
from agent.paid_parts import card_heading, card_notes
from agent.prompts import i18n
from agent.quote_consent import button_label
from agent.state import ConversationState
from agent.tier_days import tier_days

KIND_OF = {"previewBooking": "booking", "previewReschedule": "reschedule", "previewCancellation": "cancellation"}
AMOUNT_KEY = {"booking": "total_usd", "reschedule": "amount_due_usd", "cancellation": "refund_usd"}
# what each card shows, in this order (scalars and short lists from the tool result)
DETAIL_KEYS = (
    "trip_name",
    "travel_date",
    "end_date",
    "new_travel_date",
    "new_end_date",
    "people_count",
    "new_people_count",
    "add_activities",  # what a change adds (relay 26 L1058-1082: an activity quote's "To pay $345" read as a drop-off's)
    "remove_activities",  # what a change takes off (never an add-on the booking keeps: relay 49 req 30)
    "adults",
    "children_ages",
    *BAND_KEYS,  # the group by the price each pays (agent/band_lines.py), in place of the two above
    "pickup_location",
    "price_per_person_usd",
    *LINE_KEYS,  # a change's own price lines, in place of the whole trip's per-person prices (agent/change_lines.py)
    "total_usd",
    "amount_paid_usd",
    "refunds_pending_usd",  # a change card's lines add up on their own (CHANGE_ACCOUNT)
    "new_total_usd",
    "kept_earlier_usd",
    "kept_by_policy_usd",
    "change_fee_usd",
    "days_before_travel",
    "refund_tier_days_before",  # the refund tier's own count, when it is not the days shown above (agent/tier_days)
    "refund_pct",
    "refund_usd",
    "top_up_usd",  # a quote netting a pending refund at the traveller's choice: top-up - netted = to pay
    "refund_netted_usd",
    "amount_due_usd",
    "refund_still_pending_usd",  # what of the pending refund stays on its way
    "refund_terms",
)
NETTING_LINES = ("top_up_usd", "refund_netted_usd", "refund_still_pending_usd")
# a change card's own account (relay 34 req 38: "paid $947.08", total $947.08, "to pay $182.13" and no word of
# the $91.06 kept or the $91.07 on its way), each part a line when not 0 (sandbox/policy.py change_amounts):
#   amount_paid - refunds_pending + amount_due (top_up_usd when netted) - refund
#     = new_total + kept_earlier + kept_by_policy + change_fee
CHANGE_ACCOUNT = ("refunds_pending_usd", "new_total_usd", "kept_earlier_usd", "kept_by_policy_usd", "change_fee_usd")


HEADING = {"cancellation": "cancellation_if_today", "reschedule": "reschedule_if_made"}  # an information card's
OPEN_CLOSE = {"ZH": ("（", "）")}


def _amount_said(amount: Optional[float], money: dict[str, Any], lang: str) -> str:
    """The card's amount as its short title says it: "$716.40 (5,193.90元)" ("$0" when none)."""
    usd = money_text(amount or 0.0, "USD")
    local, currency = money.get("amount_local"), money.get("local_currency")
    if not isinstance(local, (int, float)) or not isinstance(currency, str) or currency == "USD":
        return usd
    opened, closed = OPEN_CLOSE.get(lang, (" (", ")"))
    return f"{usd}{opened}{money_text(float(local), currency)}{closed}"


class QuoteCardMessage(ContentFrame):
    type: Literal["quote"] = "quote"
    kind: str
    quote_id: str
    amount_usd: Optional[float] = None
    amount_is: Optional[str] = None  # "total" (booking), "due" (to pay) or "refund" (paid back)
    amount_local: Optional[float] = None
    local_currency: Optional[str] = None
    details: dict[str, Any] = Field(default_factory=dict)
    # each money figure of ``details`` ("price_per_person_usd", "amount_paid_usd", ...) in local_currency,
    # converted once from its own USD amount (relay: "Paid $1,472" beside figures that had theirs)
    details_local: dict[str, float] = Field(default_factory=dict)
    actions: list[dict[str, str]] = Field(default_factory=list)
    needs: list[str] = Field(default_factory=list)  # keys (agent.booking_ready.NEEDED): no actions until known
    expires_at: Optional[str] = None  # a change quote's end (ISO): its buttons go then
    # "information": a cancellation or change asked about only ("If you cancelled today: ..."), never buttons
    purpose: Optional[str] = None
    heading: Optional[str] = None  # the card's own words above the figures, in the session's language
    notes: list[str] = Field(default_factory=list)  # what the card says below its title (a rule, the money's parts)
    # one of several quotes shown side by side for the traveller to choose from (agent.quote_options):
    # {"n": its place, "of": how many, "group": the same for every card of that choice}
    option: Optional[dict[str, Any]] = None


def amount_key(kind: str, data: dict[str, Any]) -> str:
    """The key of the money a quote moves: a change that refunds shows its refund, never "$0 due"
    (relay 4: a removal quote's card and context said amount 0 for a $189 refund)."""
    if kind == "reschedule" and _positive(data.get("refund_usd")):
        return "refund_usd"
    return AMOUNT_KEY[kind]


def _positive(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0


def _shown(value: Any) -> bool:
    if isinstance(value, bool) or value is None or value == "":
        return False
    if isinstance(value, list):
        return all(isinstance(v, (int, float, str)) for v in value)
    return isinstance(value, (int, float, str))


def _activities(side: dict[str, Any]) -> list[tuple[str, str]]:
    """The add-ons one side of a change quote prices (``customizations_per_adult``: both sides of the backend's
    quote name them so; ``added_activities`` lists them only after the change), else its ``added_activities``: each
    as (the catalogue's key, its name in the quote's language). Sides are compared by key: the name is given where
    the backend translated it (relay 52 req 34: "Sunset cruise off Kep" in English on a Khmer card)."""
    if "customizations_per_adult" not in side:
        named = side.get("added_activities")
        return [(a, a) for a in named if isinstance(a, str)] if isinstance(named, list) else []
    held: list[tuple[str, str]] = []
    for c in side.get("customizations_per_adult") or []:
        details = c.get("details") if isinstance(c, dict) and c.get("type") == "add_activity" else None
        key = details.get("activity") if isinstance(details, dict) else None
        if isinstance(key, str) and key not in [k for k, _ in held]:
            name = c.get("name")
            held.append((key, name if isinstance(name, str) and name else key))
    return held


def _activity_changes(current: dict[str, Any], proposed: dict[str, Any]) -> dict[str, list[str]]:
    """What THIS change adds and takes off (relay 49 req 30: a removal's card said "Adds: Sunset cruise off
    Kep", an add-on the booking had: ``added_activities`` lists every add-on of the booking after it). Adds: those
    the quote places on a day (``added_activities_days``), else priced after it and not before; takes off: priced
    before and not after."""
    had, has = _activities(current), _activities(proposed)
    had_keys, has_keys = {k for k, _ in had}, {k for k, _ in has}
    placed = proposed.get("added_activities_days")
    named = [p.get("activity") for p in placed if isinstance(p, dict)] if isinstance(placed, list) else []
    adds = [a for a in named if isinstance(a, str)] or [name for key, name in has if key not in had_keys]
    removes = (
        [name for key, name in had if key not in has_keys]
        if ("customizations_per_adult" in current) == ("customizations_per_adult" in proposed)
        else []
    )
    return {k: v for k, v in (("add_activities", adds), ("remove_activities", removes)) if v}


def _group_changes(data: dict[str, Any]) -> bool:
    """A change quote that changes who travels (someone joins or leaves): its sides' adults or children differ."""
    before, after = data.get("current"), data.get("proposed")
    if not isinstance(before, dict) or not isinstance(after, dict):
        return True  # nothing to compare: as before
    key = lambda side: (side.get("adults"), sorted(side.get("children_ages") or []))  # noqa: E731
    return key(before) != key(after) or before.get("people_count") != after.get("people_count")


def _counted(key: str, value: Any) -> bool:
    """A group's adults (a positive count) or its children's ages (a non-empty list of ages)."""
    if key == "adults":
        return _positive(value) and isinstance(value, int)
    return (
        isinstance(value, list) and bool(value) and all(isinstance(a, int) and not isinstance(a, bool) for a in value)
    )


def _local_twins(state: ConversationState, data: dict[str, Any], details: dict[str, Any]) -> dict[str, Any]:
    """Every money figure of the card in the traveller's currency, each converted once from its own USD
    amount as the headline is (agent/money_frames.py ``result_local``); {} when the session shows USD only."""
    twins: dict[str, float] = {}
    currency = None
    for key, value in details.items():
        if key.endswith("_usd") and not isinstance(value, bool) and isinstance(value, (int, float)):
            local = result_local(state, {**data, key: value}, key, "local")
            if local.get("local") is not None:
                twins[key], currency = float(local["local"]), local["local_currency"]
    return {"details_local": twins, "local_currency": currency} if twins else {}


def _details(kind: str, data: dict[str, Any], said: Callable[[float], str] = usd_said) -> dict[str, Any]:
    """The facts a card shows. A change quote's are those of the booking AFTER the change: its new dates
    and group, and the days to the new date (relay 11: a move's card said 42 days to departure, counted
    to the old date, where the new one was 39 days away)."""
    details = {k: data[k] for k in DETAIL_KEYS if _shown(data.get(k)) and k not in CHANGE_ACCOUNT}
    proposed, current = data.get("proposed"), data.get("current")
    per_person = "price_per_person_usd" in details  # a group priced per person: its counts are shown
    if kind == "reschedule" and isinstance(proposed, dict):
        before = current if isinstance(current, dict) else {}
        for key, new_key in (
            ("travel_date", "new_travel_date"),
            ("end_date", "new_end_date"),
            ("people_count", "new_people_count"),
        ):
            value = proposed.get(key)
            if new_key not in details and _shown(value) and value != before.get(key):
                details[new_key] = value
        details |= _activity_changes(before, proposed)
        if _shown(proposed.get("days_before_travel")):
            details["days_before_travel"] = proposed["days_before_travel"]
    tier = tier_days(kind, data, details.get("days_before_travel"))  # the tier's row only where it says more
    details = details | tier if tier else {k: v for k, v in details.items() if k != "refund_tier_days_before"}
    if kind == "reschedule":
        # the whole trip's per-person prices after the change read as the change's (relay 49 req 23: "Per adult
        # $189" on a $30 add-on; relay 18: "per adult" beside a refund read as each leaver's): none on a change card
        details.pop("price_per_person_usd", None)
    netting = data.get("netting") if kind == "reschedule" else None
    if isinstance(netting, dict):  # the netted quote's own lines beside its "to pay" (sandbox/netting.py)
        details |= {k: netting[k] for k in NETTING_LINES if _positive(netting.get(k))}  # never a "$0" line
    if kind == "reschedule":
        details |= {k: data[k] for k in CHANGE_ACCOUNT if _positive(data.get(k))}  # never a "$0" line
        if "new_total_usd" in details:  # the new total once, under its own name
            details.pop("total_usd", None)
    group = proposed if kind == "reschedule" and isinstance(proposed, dict) else data
    if kind == "reschedule" and not _group_changes(data):
        # the group as it is, beside an add-on some of them take, read as who takes it (relay run 53 req 39: "Free
        # (under 4): 1" on a circus show for the 4 adults): a change card shows the group only when it changes; the
        # change's own lines say who pays ("4 x $18")
        per_person = False
        details = {k: v for k, v in details.items() if k not in ("adults", "children_ages", *BAND_KEYS)}
    if per_person:  # "Per adult" says for how many (relay: an activity quote's did not)
        details |= {k: group[k] for k in ("adults", "children_ages") if k not in details and _counted(k, group.get(k))}
    if "adults" in details or "children_ages" in details:  # any group a card shows: by the price each pays
        by_price = band_details(group) or band_details(data)
        if by_price:  # teens with the adults, never "children" beside the adult price (relay 36 L238, 48 req 12)
            details = {k: v for k, v in details.items() if k not in ("adults", "children_ages")} | by_price
    if kind == "reschedule":  # its own price lines, never the whole trip's child price after it
        details.pop("child_price_usd", None)
        details |= change_lines(data, said)
    if kind == "reschedule" and not _positive(data.get("refund_usd")):
        # a change that refunds nothing says no "Refund $0" (relay 26 L551, L773, L1080: read as "you get
        # nothing back" while a $276 refund was on its way; the heading states that refund: paid_parts)
        details.pop("refund_usd", None)
    return {k: details[k] for k in DETAIL_KEYS if k in details}


def quote_frame(text: str, data: dict[str, Any], state: ConversationState, tool: str) -> Optional[ContentFrame]:
    """The formatter's frame for a preview result that carries a quote_id."""
    kind = KIND_OF.get(tool)
    quote_id = data.get("quote_id")
    if kind is None or not isinstance(quote_id, str):
        return None
    key = amount_key(kind, data)
    amount = data.get(key)
    amount = float(amount) if isinstance(amount, (int, float)) and not isinstance(amount, bool) else None
    needs = missing_before_confirm(state, data) if kind == "booking" else []
    expires, lang = data.get("expires_at"), state.preferred_language
    details = _details(
        kind,
        data,
        lambda usd: _amount_said(usd, result_local(state, {**data, "line_usd": usd}, "line_usd", "amount_local"), lang),
    )
    money = {
        **_local_twins(state, data, details),
        **(result_local(state, data, key, "amount_local") if amount is not None else {}),
    }
    if information_only(kind, {}, data):  # figures only: nothing to confirm, no buttons, no expiry
        return QuoteCardMessage(
            text=text,
            kind=kind,
            quote_id=quote_id,
            amount_usd=amount,
            amount_is="refund" if key == "refund_usd" else "due",
            **money,
            details=details,
            purpose="information",
            heading=i18n.text(
                HEADING[kind] + ("_refund" if kind == "reschedule" and key == "refund_usd" else ""),
                lang,
                amount=_amount_said(amount, money, lang),
            ),
            notes=card_notes(kind, data, lang, True),
        )
    return QuoteCardMessage(
        text=text,
        kind=kind,
        quote_id=quote_id,
        amount_usd=amount,
        amount_is="refund" if key == "refund_usd" else ("total" if kind == "booking" else "due"),
        **money,
        details=details,
        actions=[]
        if needs
        else [{"decision": d, "label": button_label(state.preferred_language, d)} for d in ("confirm", "decline")],
        needs=needs,
        expires_at=expires if isinstance(expires, str) and kind != "booking" else None,
        heading=card_heading(kind, data, lang, None),  # what its money is made of (relay 18 L834, L936)
        notes=card_notes(kind, data, lang, False),
    )
