"""Special requests are never cut (issue 37: a relay saw "...get his agreement before ch").

A booking's ``special_requests`` is its requests joined, sentence by sentence (agent.quote_changes
``merge_requests``), and holds at most :data:`MAX_REQUESTS_CHARS` characters (the backend's limit on
createBooking). Each request is kept whole: a request that would not fit is refused, nothing
recorded and nothing cut, with a next step (say it shorter, or withdraw an earlier one with
``withdrawSpecialRequest``); a withdrawn request leaves the text sentence by sentence
(:func:`without`). Shared by the session (agent/tools) and the sandbox backend. Pure.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Iterable, Optional

from agent.quote_changes import merge_requests, says, sentence_key, sentences
from agent.state import ConversationState

MAX_REQUESTS_CHARS = 1000
REQUESTS_FULL = "REQUESTS_FULL"
FULL_NEXT_STEP = (
    "Nothing was recorded and nothing was cut. Tell the traveller the booking's special requests are full "
    f"(at most {MAX_REQUESTS_CHARS} characters in all) and ask them to say this request in fewer words, or "
    "to withdraw an earlier request first (withdrawSpecialRequest, once the booking exists)."
)


def joined(old: Optional[str], new: str) -> Optional[str]:
    """``old`` with the sentences of ``new`` it does not say yet, whole; None when that would not fit."""
    merged = merge_requests(old, new)
    return merged if len(merged) <= MAX_REQUESTS_CHARS else None


def carries(text: Optional[str], needs: str) -> bool:
    """``text`` says every sentence of ``needs`` (the needs told earlier are on the summary)."""
    said = {sentence_key(p) for p in sentences(text)}
    return bool(text) and all(sentence_key(p) in said for p in sentences(needs))


def fits(new: str, *texts: Optional[str]) -> bool:
    """``new`` can join each of ``texts`` whole."""
    return all(joined(text, new) is not None for text in texts)


def full_details(old: Optional[str], new: str) -> dict[str, Any]:
    """What a refusal tells: the limit, what is used, the request that did not fit (whole)."""
    return {"limit_chars": MAX_REQUESTS_CHARS, "used_chars": len(old or ""), "request": new}


def full_message(new: str) -> str:
    return (
        f"This request ({len(new)} characters) does not fit in the booking's special requests "
        f"(at most {MAX_REQUESTS_CHARS} characters in all)."
    )


def already_said(text: Optional[str], new: str) -> bool:
    """``text`` already says every sentence of ``new``: joining ``new`` to it would add or lengthen nothing (the same
    words, or them within a sentence or a listed item of ``text``)."""
    before = [sentence_key(p) for p in sentences(text)]
    return bool(before) and [sentence_key(p) for p in sentences(merge_requests(text, new))] == before


def live_text(requests: Iterable[str]) -> Optional[str]:
    """The requests ``requests`` joined, each sentence said once (what a booking's text says of them)."""
    out: Optional[str] = None
    for request in requests:
        if request and not already_said(out, request):
            out = merge_requests(out, request)
    return out or None


def without(text: Optional[str], removed: str, live: Iterable[str] = ()) -> Optional[str]:
    """``text`` without the sentences of ``removed`` (a withdrawn request), still saying each sentence of the
    requests in ``live`` (the booking's requests still standing) that it said: a sentence the withdrawn request
    shared with a live one stays where it was, and one of a live request that only a sentence of the withdrawn one
    said (a longer sentence took its place in the text) is said again; None when nothing is left."""
    held = [p for t in live if t for p in sentences(t)]
    gone = {sentence_key(p) for p in sentences(removed)} - {sentence_key(p) for p in held}
    out: Optional[str] = " ".join(p for p in sentences(text) if sentence_key(p) not in gone) or None
    for part in held:
        if already_said(text, part) and not already_said(out, part):
            out = merge_requests(out, part)
    return out or None


def needs_without(text: Optional[str], removed: str, live: Iterable[str] = ()) -> Optional[str]:
    """The session's needs ``text`` without the withdrawn request ``removed``, also where the need said it in other
    words than the booking's request (relay 48 req 50: "Husband is vegetarian: no meat, no fish." stayed in the
    context after "Husband is vegetarian (no meat, no fish): please provide vegetarian alternatives…" was withdrawn):
    a need sentence the request says, or one that says the request, goes with it, unless a request in ``live`` (those
    still on the booking) says it too (relay 62 req 48: a child seat asked in a withdrawn request and again in the
    request that replaced it)."""
    gone = sentence_key(removed)
    parts = {sentence_key(p) for p in sentences(removed)}
    standing = [sentence_key(t) for t in live if t]

    def goes(key: str) -> bool:
        if any(says(k, key) for k in standing):
            return False
        return key in parts or says(gone, key) or says(key, gone)

    kept = [p for p in sentences(text) if not goes(sentence_key(p))]
    return " ".join(kept) or None


WITHDRAWN = "WITHDRAWN_BY_TRAVELLER"


def standing(items: Any) -> list[str]:
    """The words of each request of a booking's ``special_request_items`` the traveller has not withdrawn."""
    return [
        str(i.get("request") or "")
        for i in items or []
        if isinstance(i, dict) and i.get("request") and i.get("status") != WITHDRAWN
    ]


def withdraw_request(state: ConversationState, inp: dict[str, Any], data: dict[str, Any], now: datetime) -> None:
    """withdrawSpecialRequest's side effect: the booking's requests as the backend now holds them; the
    session's own needs lose the withdrawn request too, however they worded it (so no later call puts it back
    and the context shows the needs as the requests now stand), but never what a request still standing says."""
    if not data.get("withdrawn"):
        return
    found = data.get("withdrawn_request")
    gone = str(found.get("request") or "") if isinstance(found, dict) else ""
    state.booking_special_requests = data.get("special_requests") or None
    if gone:
        live = standing(data.get("special_request_items"))
        state.special_needs = needs_without(state.special_needs, gone, live)
        if state.booking_quote is not None:
            state.booking_quote.special_requests = without(state.booking_quote.special_requests, gone, live)


WITHDRAW_TOOL = "withdrawSpecialRequest"


def settled_withdraws(batch: list[Any]) -> list[Any]:
    """A batch's outcomes (``ToolOutcome``s, in call order) with each withdrawSpecialRequest result of a
    booking showing every request the batch withdrew from it: calls run side by side answer in any order,
    so a result could list a request another call had already withdrawn as still awaiting (relay 41 req
    32: the last result, drawn on the card, showed two withdrawn requests as live). Withdrawing only
    adds withdrawals, so the state after all of them is each result's items with the batch's withdrawn
    ones marked, and its text without them."""
    gone: dict[str, dict[int, dict[str, Any]]] = {}
    for o in batch:
        data = o.result.get("data") if o.name == WITHDRAW_TOOL and o.ok else None
        if isinstance(data, dict) and data.get("booking_id"):
            for item in data.get("special_request_items") or []:
                if isinstance(item, dict) and item.get("status") == WITHDRAWN:
                    gone.setdefault(str(data["booking_id"]), {})[int(item.get("number") or 0)] = item
    out = []
    for o in batch:
        data = o.result.get("data") if o.name == WITHDRAW_TOOL and o.ok else None
        withdrawn = gone.get(str(data.get("booking_id"))) if isinstance(data, dict) else None
        if not isinstance(data, dict) or not withdrawn:
            out.append(o)
            continue
        items, removed = [], []
        for item in data.get("special_request_items") or []:
            later = withdrawn.get(int(item.get("number") or 0)) if isinstance(item, dict) else None
            if later is not None and item.get("status") != later.get("status"):
                removed.append(str(item.get("request") or ""))
                item = {**item, "status": later["status"], "withdrawn_at": later.get("withdrawn_at")}
            items.append(item)
        text, live = data.get("special_requests"), standing(items)
        for request in removed:  # each leaves only its own words: a sentence a live request says stays
            text = without(text, request, live)
        settled = {**data, "special_requests": text, "special_request_items": items}
        out.append(type(o)(tool_use_id=o.tool_use_id, name=o.name, result={**o.result, "data": settled}))
    return out


def withdraws_side_by_side(batch: list[Any]) -> bool:
    """More than one withdrawSpecialRequest answered in the batch (their results may need settling)."""
    return sum(1 for o in batch if o.name == WITHDRAW_TOOL and o.ok) > 1


PREFERENCES_TOOL = "updateTravellerPreferences"


def _withdrawn_in(batch: list[Any]) -> dict[int, dict[str, Any]]:
    """Each request (by its 1-based number) a withdrawSpecialRequest of the batch withdrew."""
    gone: dict[int, dict[str, Any]] = {}
    for o in batch:
        data = o.result.get("data") if o.name == WITHDRAW_TOOL and o.ok else None
        for item in (data.get("special_request_items") or []) if isinstance(data, dict) else []:
            if isinstance(item, dict) and item.get("status") == WITHDRAWN:
                gone[int(item.get("number") or 0)] = item
    return gone


def one_requests_view(batch: list[Any]) -> list[Any]:
    """A batch's outcomes with updateTravellerPreferences' ``requests_on_the_booking`` taken after the
    batch's withdrawals: it ran first (its request is on the booking before the calls beside it), so its
    list showed a request the withdrawSpecialRequest beside it had withdrawn as still awaiting. Every
    result of one response tells the booking's requests as they are once the response's calls are made."""
    gone = _withdrawn_in(batch)
    if not gone:
        return batch
    out = []
    for o in batch:
        data = o.result.get("data") if o.name == PREFERENCES_TOOL and o.ok else None
        asked = data.get("booking_request") if isinstance(data, dict) else None
        listed = asked.get("requests_on_the_booking") if isinstance(asked, dict) else None
        if not isinstance(listed, list) or not isinstance(data, dict) or not isinstance(asked, dict):
            out.append(o)
            continue
        views = []
        for number, view in enumerate(listed, start=1):
            later = gone.get(number)
            same = isinstance(view, dict) and later is not None and later.get("request") == view.get("request")
            views.append({**view, "status": later["status"]} if same and later is not None else view)
        settled = {**data, "booking_request": {**asked, "requests_on_the_booking": views}}
        out.append(type(o)(tool_use_id=o.tool_use_id, name=o.name, result={**o.result, "data": settled}))
    return out


def preferences_beside_withdraws(batch: list[Any]) -> bool:
    """A withdrawSpecialRequest answered beside an updateTravellerPreferences that lists the booking's requests."""
    names = {o.name for o in batch if o.ok}
    return WITHDRAW_TOOL in names and PREFERENCES_TOOL in names
