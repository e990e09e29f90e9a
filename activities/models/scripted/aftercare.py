"""The scripted model after payment: move the trip, cancel it (refund stated first), refund status.

Money moves in two model calls in two traveller turns: a preview tool whose amount is stated with a
question, then, only when the traveller's *next* message says yes, the confirm tool with the
preview's ``quote_id``. ``decide(view)`` returns None when the message is not about these.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Optional

from activities.models.scripted.aftercare_phrases import PHRASES, say
from activities.models.scripted.compose import error_text, money, readable
from activities.models.scripted.group_change import joining_children, leaving_children, new_group_size
from activities.models.scripted.intents import intents, is_no, is_yes
from activities.models.scripted.longer_trip import booked_days, keeps_start, length_said, longer_end, shorter_end
from activities.models.scripted.paid_add_on import not_addable_text
from activities.models.scripted.redate import without_going_home_days
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.window import Call, View
from agent.consent_agree_lead import agreement_first, conceding
from agent.consent_orders import quoted_actions
from agent.consent_words import QuoteKind, classify
from agent.date_offsets import OFFSET
from agent.dates import extract_date, find_dates, moved_to
from agent.normal_text import normalize

TOOLS = frozenset(
    {"previewReschedule", "confirmReschedule", "previewCancellation", "confirmCancellation", "getRefundStatus"}
)
_MOVE = re.compile(
    r"\b(move|moving|reschedul\w*|postpone|push|shift|change (the |my |our )?dates?|"
    r"day later|days later|day earlier|days earlier|later start|start later|another date|different date|"
    r"new date|other date|push (?:it |the trip |us )?back|put (?:it |the trip )?back)\b|改期|推迟|延后|延期|提前|改到|改成|换到|挪到|"
    r"往后推|往前推|推后|推到|延到|换个日期|换日期|改日期|"
    r"ពន្យារ|ប្តូរថ្ងៃ|ប្ដូរថ្ងៃ|ផ្លាស់ប្តូរថ្ងៃ|ផ្លាស់ប្ដូរថ្ងៃ|ប្តូរទៅ|ប្ដូរទៅ|ប្តូរកាលបរិច្ឆេទ|ប្តូរដំណើរ|ប្ដូរដំណើរ|"
    # the start shifted by a span: "start a week later", "two weeks earlier", "晚一周出发", "早两天走",
    # "យឺតមួយសប្តាហ៍", "ចេញដំណើរក្រោយពីរថ្ងៃ" (held-out batch Z: "can we start a week later, on DATE?")
    r"\b(?:weeks?|fortnight) (?:later|earlier|sooner|after)\b|\b(?:start|begin|depart)(?:ing)? (?:\w+ ){0,3}?"
    r"(?:later|earlier|sooner)\b|(?<![\d一二两三四五六七])[晚早迟](?:\d{1,2}|[一二两三四五六七几])\s?(?:个)?\s?(?:天|周|星期|礼拜)|"
    r"(?:យឺត|ក្រោយ)\s?(?:មួយ|ពីរ|បី|បួន|\d+)\s?(?:ថ្ងៃ|សប្តាហ៍|សប្ដាហ៍|អាទិត្យ)"
)
_EARLIER = re.compile(r"earlier|sooner|before|提前|提早|早(?=\d|[一二两三四五六七几])|មុន")
_NUMBER = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_REFUND = re.compile(r"\brefund\b|退款|សងប្រាក់")
_REFUND_QUESTION = re.compile(
    r"\bwhy\b|\bhow come\b|\bonly half\b|\bhalf\b|\brefund|为什么|为啥|怎么才|只退|一半|退不了|退多少|"
    r"ហេតុអី|ម៉េចក៏|ពាក់កណ្តាល|ពាក់កណ្ដាល|លុយវិញ|សងវិញ"
)
_STATUS = re.compile(r"\b(status|where is|when will|received|arrive|got)\b|到账|进度")


def _previous_turn_calls(view: View) -> list[Call]:
    """Tool calls answered in the turn before this one (what the traveller is replying to)."""
    if len(view.turns) < 2:
        return []
    start, end = view.turns[-2].index, view.turns[-1].index
    return [c for c in view.calls if start < c.index < end]


# replies that leave the quote open and ask for its answer again
_ASKED_AGAIN = {
    "reschedule": ("plain_yes_reschedule",),
    "cancellation": ("plain_yes_cancellation", "refund_tier", "refund_policy"),
}


def _pending_quote(view: View) -> Optional[Call]:
    """The change quote this message answers: the one shown in the turn before, or the one asked about
    again (plain_yes_*) after an answer that was not a clear yes, read from the session context."""
    for call in reversed(_previous_turn_calls(view)):
        if call.name in ("previewReschedule", "previewCancellation") and call.ok:
            return call
    last = view.assistant_texts[-1] if view.assistant_texts else ""
    for kind, preview in (("reschedule", "previewReschedule"), ("cancellation", "previewCancellation")):
        # a quote the workflow still holds open awaiting the yes ("not yet, let me think" kept it open:
        # agent.consent_later), or one asked about again, is the one this message answers
        line = view.get(f"{kind}_quote_shown") or ""
        kept = any(p.format(ref=_ref(view)) in last for p in PHRASES["kept"].values())
        held_open = "the traveller said yes to it" in line or (kept and "awaiting the traveller's yes" in line)
        asked_again = any(p.format(ref=_ref(view)) in last for key in _ASKED_AGAIN[kind] for p in PHRASES[key].values())
        if not (held_open or asked_again):
            continue
        m = re.match(r"quote_id=([\w-]+)", view.get(f"{kind}_quote_shown") or "")
        if m:  # the preview itself may be out of the window (an earlier turn, summarised)
            return Call(-1, "", preview, {}, {"success": True, "data": {"quote_id": m.group(1)}})
    return None


def _yes_heard(view: View, quote: Call) -> bool:
    """Whether the workflow read this message as the yes to ``quote`` (its consent line in the
    context): a yes the model hears but the workflow does not would only be refused, so the model
    asks plainly instead (held-out batch E: "ចាស យល់ព្រម បន្ថែមក្មួយខ្ញុំទៅ", a yes that repeats the change)."""
    kind = "reschedule" if quote.name == "previewReschedule" else "cancellation"
    line = view.get(f"{kind}_quote_shown")
    return line is None or "awaiting the traveller's yes" not in line


# a span of now ("我娘这两天血压高", "the past two days", "២ថ្ងៃនេះ") is no shift (held-out batch X moved the trip)
_SHIFT = re.compile(
    r"(?<!past )(?<!last )(?<!these )\b(a|an|one|two|three|four|five|six|seven|\d+)\s+(days?|weeks?)\b(?! ago)"
    r"|(?<![\d\-这那前近])(\d{1,2}|[一二两三四五六七])\s?(?:个)?\s?(天|周|星期|礼拜|ថ្ងៃ|សប្តាហ៍|សប្ដាហ៍|អាទិត្យ)"
    r"(?!\s?(?:នេះ|មុន|以来|前))"
    r"|(ពន្យារ|ប្តូរ|ប្ដូរ|យឺត|ក្រោយ)\s?(?:ទៅ|ពេល)?\s?(មួយ|ពីរ|បី|បួន)\s?(ថ្ងៃ|សប្តាហ៍|សប្ដាហ៍|អាទិត្យ)"
)
_ZH_SMALL = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7}
_KH_SMALL = {"មួយ": 1, "ពីរ": 2, "បី": 3, "បួន": 4}


def _shift_days(t: str) -> Optional[int]:
    """ "two days later", "推迟2天", "ពន្យារ2ថ្ងៃ", "push it back two weeks", "往后推两个星期", "ពន្យារពីរសប្តាហ៍"."""
    m = _SHIFT.search(t)
    if not m:
        return None
    word, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4)) if m.group(3) else m.group(6, 7)
    count = int(word) if word.isdigit() else _NUMBER.get(word) or _ZH_SMALL.get(word) or _KH_SMALL[word]
    days = count * (1 if unit in ("day", "days", "天", "ថ្ងៃ") else 7)
    return -days if _EARLIER.search(t) else days


def _new_start(view: View, t: str) -> Optional[str]:
    """A date named ("也就是2027-01-02出发"); else "by a day", "two days later", "a day earlier",
    "push it back two weeks" shift the current start."""
    # a calendar date, not "two days later" from today; "from <its start> to <the new one>": the new one
    named = moved_to(re.sub(OFFSET, " ", t), view.today, view.travel_start())
    if named is not None:
        return named
    days = _shift_days(t)
    start = view.travel_start()
    if days is not None and start:
        try:
            return (date.fromisoformat(start) + timedelta(days=days)).isoformat()
        except ValueError:
            return None
    return None


_ANOTHER_START = re.compile(r"\b(?:instead|rather than|start (?:on|date)|change the start|from)\b|改|换|ជំនួស|ពី")


def _names_another_start(view: View, t: str) -> bool:
    """ "from <its start> to <another date>", "start on <date> instead": a move however it is worded."""
    new = moved_to(re.sub(OFFSET, " ", t), view.today, view.travel_start())
    return new is not None and (_ANOTHER_START.search(t) is not None or extract_date(t, view.today) != new)


_PAY_TOP_UP = re.compile(r"\bqr\b|\bpay\b|\bdifference\b|\bbalance\b|二维码|付款|补差价|បង់")


def _new_people(view: View, raw: str) -> Optional[int]:
    """Someone joins or leaves ("one more person", "my mother-in-law can't come, only 2 of us",
    "សុំដកគាត់ចេញ នៅសល់ ២នាក់"); None when the group is not changed (group_change.py)."""
    return new_group_size(raw, int(view.num("people_count") or 0))


def _ref(view: View) -> str:
    return view.get("booking_ref") or view.get("booking_id") or ""


def _answer(view: View, call: Call) -> Reply:
    lang, d = view.lang, call.data
    if not call.ok and ((call.result or {}).get("error") or {}).get("code") == "ALREADY_CANCELLED":
        said = (
            call.error_message if readable(call.error_message, lang) else say("already_cancelled", lang, ref=_ref(view))
        )
        return text(said)  # a plain fact for the traveller, not a failure
    if not call.ok:
        return text(not_addable_text(view, call) or error_text(call, lang))
    if call.name == "previewReschedule":
        return text(quote_text(view, call))
    if call.name == "confirmReschedule":
        b = d.get("booking") or {}
        # a change awaiting its top-up is not done: the booking's top level is what is paid and confirmed, the
        # change's own dates and group are under pending_top_up.after_top_up (agent/result_money.py)
        owed = b.get("pending_top_up") if isinstance(b.get("pending_top_up"), dict) else None
        after = {**b, **((owed or {}).get("after_top_up") or {})}
        parts = [
            say(
                "moved_awaiting_top_up" if owed else "moved",
                lang,
                ref=b.get("booking_ref") or _ref(view),
                start=after.get("travel_date"),
                end=after.get("end_date"),
                people=after.get("people_count"),
            )
        ]
        # a figure the result does not hold (on the card only) is never said as "$None"
        if (d.get("payment") or {}).get("amount") is not None:
            parts.append(say("to_pay", lang, amount=money(d["payment"].get("amount"))))
        if (d.get("refund") or {}).get("amount_usd") is not None:
            parts.append(say("to_refund", lang, amount=money(d["refund"].get("amount_usd"))))
        return text(*parts)
    if call.name == "previewCancellation":
        return text(say("quote_cancel", lang, ref=_ref(view)))
    if call.name == "confirmCancellation":
        refund = d.get("refund") or {}
        return text(
            say(
                "cancelled_paid",
                lang,
                ref=d.get("booking_ref") or _ref(view),
                refund=money(d.get("refund_usd")),
                status=refund.get("status", "NONE"),
                expected=refund.get("expected_by", "-"),
            )
        )
    refunds = d.get("refunds") or []
    if not refunds:
        return text(say("no_refunds", lang, ref=_ref(view)))
    return text(
        *(
            say(
                "refund_line",
                lang,
                id=r.get("refund_id"),
                amount=money(r.get("amount_usd")),
                status=r.get("status"),
                expected=r.get("expected_by"),
            )
            for r in refunds
        )
    )


def quote_text(view: View, call: Call) -> str:
    """A change quote said as what it does: an add-on (the dates stay), who leaves (the dates stay), a
    shorter trip (the start stays), else the move to its dates (held-out batch Q: a friend leaving was
    put as a move)."""
    was, p = call.data.get("current") or {}, call.data.get("proposed") or {}
    facts = {
        "ref": _ref(view),
        "start": p.get("travel_date"),
        "end": p.get("end_date"),
        "people": p.get("people_count"),
    }
    same_start = bool(was.get("travel_date")) and was.get("travel_date") == p.get("travel_date")
    adds = [str(a) for a in p.get("added_activities") or call.input.get("add_activities") or []]
    if adds and same_start and was.get("end_date") == p.get("end_date"):  # an add-on, never put as a move
        return say("quote_add", view.lang, activities=", ".join(adds), **facts)
    fewer = isinstance(was.get("people_count"), int) and (p.get("people_count") or 0) < was["people_count"]
    if same_start and was.get("end_date") == p.get("end_date") and fewer:
        return say("quote_leave", view.lang, leaving=_leaving(view.lang, call.input, was, p), **facts)
    days = booked_days(p.get("travel_date"), p.get("end_date"))
    if (
        same_start
        and not fewer
        and days is not None
        and days < (booked_days(was["travel_date"], was.get("end_date")) or 0)
    ):
        return say("quote_shorter", view.lang, days=days, **facts)
    return say("quote_move", view.lang, **facts)


def _leaving(lang: str, inp: dict[str, object], was: dict[str, object], now: dict[str, object]) -> str:
    """Who a quote takes off: the children by age, the adults by number."""
    kids = [str(a) for a in inp.get("remove_children_ages") or [] if isinstance(a, int)]  # type: ignore[attr-defined]
    adults = int(was.get("people_count") or 0) - int(now.get("people_count") or 0) - len(kids)  # type: ignore[call-overload]
    parts = [say("leaving_children", lang, ages=", ".join(kids))] if kids else []
    if adults > 0:
        parts.append(say("leaving_adults", lang, n=adults))
    return ", ".join(parts)


def _status(view: View) -> str:
    """The booking's status word from the context (``booking_status: CONFIRMED (paid); payment: paid``)."""
    return (view.get("booking_status") or "").split(" ")[0]


def decide(view: View) -> Optional[Reply]:
    """The post-payment reply, or None when this message is about something else."""
    for call in reversed(view.turn_calls()):
        if call.name in TOOLS:
            return _answer(view, call)
    shown = view.turn_call("generatePaymentQR")
    if shown is not None and view.stage == "POST_BOOKING":  # the top-up QR, shown again
        return text(say("to_pay", view.lang, amount=money(shown.data.get("amount")))) if shown.ok else None
    turn = view.last_turn
    booking = view.get("booking_id")
    if turn is None or turn.is_system or not booking or _status(view) not in ("CONFIRMED", "CANCELLED"):
        return None
    t = normalize(without_going_home_days(turn.text))  # "she flies home tomorrow": no new start
    quote = _pending_quote(view)
    # the quote's yes read as the workflow reads it (agent.consent_words): "យល់ហើយ បាទ លុបចោលទៅ" (batch G)
    kind: QuoteKind = "reschedule" if quote is not None and quote.name == "previewReschedule" else "cancellation"
    # a yes naming the quoted change is its yes ("行，那就改成3天吧", "បាទ យល់ព្រម ដករតនាចេញទៅ": batch Q)
    actions = tuple(quoted_actions(quote.input, quote.data)) if quote is not None else ()
    # an opening agreement holding a negation word opens a yes, as the workflow reads it (agent.consent_agree_lead)
    answer = classify(agreement_first(turn.text), kind, actions) if quote is not None else "unclear"
    if answer == "unclear" and quote is not None:  # a concession before the order: "只好取消吧" (ditto)
        answer = "yes" if classify(conceding(turn.text), kind, actions) == "yes" else answer
    if quote is not None and (answer == "yes" or (is_yes(turn.text) and answer != "no")):
        if not _yes_heard(view, quote):
            kind = "reschedule" if quote.name == "previewReschedule" else "cancellation"
            return text(say(f"plain_yes_{kind}", view.lang, ref=_ref(view)))
        confirm = "confirmReschedule" if quote.name == "previewReschedule" else "confirmCancellation"
        return calls(view, (confirm, {"booking_id": booking, "quote_id": quote.data.get("quote_id")}))
    if quote is not None and answer == "no":
        return text(say("kept", view.lang, ref=_ref(view)))
    if quote is not None and kind == "cancellation" and _REFUND_QUESTION.search(t):
        # a question or complaint about the refund (naming the booking's own date, too) is neither a
        # yes, a no nor a new change: the quote stays open and the tier rule is said
        moved = _MOVE.search(t) or extract_date(t, view.today) is not None  # "I already moved it to 01-13"
        return text(say("refund_tier" if moved else "refund_policy", view.lang, ref=_ref(view)))
    if quote is not None and is_no(turn.text):
        return text(say("kept", view.lang, ref=_ref(view)))
    # a cancellation asked with a refund question gets its quote, the refund answered on it (held-out batch J)
    cancelling = _status(view) == "CONFIRMED" and "cancel" in intents(turn.text)
    if _REFUND.search(t) and not cancelling and (_STATUS.search(t) or _status(view) == "CANCELLED"):
        return calls(view, ("getRefundStatus", {"booking_id": booking}))
    if _status(view) == "CANCELLED" and ("cancel" in intents(turn.text) or _MOVE.search(t)):
        # the workflow's guard answers what is true of a cancelled booking (ALREADY_CANCELLED)
        if "cancel" in intents(turn.text):
            return calls(view, ("previewCancellation", {"booking_id": booking}))
        on_file = view.travel_start() or view.today.isoformat()
        return calls(view, ("previewReschedule", {"booking_id": booking, "new_travel_date": on_file}))
    if _status(view) != "CONFIRMED":
        return None
    if (view.num("balance_due_usd") or 0) > 0 and _PAY_TOP_UP.search(t):
        return calls(view, ("generatePaymentQR", {"booking_id": booking}))
    if "cancel" in intents(turn.text):
        return calls(view, ("previewCancellation", {"booking_id": booking}))
    # the answer to "which new start date?" gives one (a date or a shift); another request is that request
    asked_date = (
        bool(view.assistant_texts)
        and any(phrase in view.assistant_texts[-1] for phrase in PHRASES["ask_new_date"].values())
        and _new_start(view, t) is not None
    )
    people = _new_people(view, turn.text)
    # a date after a move's quote is that move's date, said again or corrected (issue 39)
    redated = quote is not None and quote.name == "previewReschedule" and extract_date(t, view.today) is not None
    end = longer_end(turn.text, view.travel_start(), view.travel_end())  # "one more day" (batch O)
    # a shorter trip keeps its start too ("4天有点长，能不能改成3天？出发日期不变": batch Q moved it)
    end = end or shorter_end(turn.text, view.travel_start(), view.travel_end())
    days = booked_days(view.travel_start(), view.travel_end())
    dated = extract_date(re.sub(OFFSET, " ", t), view.today) is not None
    named = {f.day.isoformat() for f in find_dates(re.sub(OFFSET, " ", t), view.today)}
    if end and named <= {view.travel_start(), end}:  # "leave on <its start>, back on <the new end>": no move (batch T)
        dated = False
    if end is None and not people and not dated and days is not None and days == length_said(turn.text):
        return text(
            say("already_runs", view.lang, ref=_ref(view), start=view.travel_start(), end=view.travel_end(), days=days)
        )
    if _MOVE.search(t) or asked_date or people or redated or end or _names_another_start(view, t):
        # a longer or shorter trip keeps its start unless a calendar date is named ("4 days instead of 3" moves
        # nothing; "ថែមមួយថ្ងៃទៀត", one more day, is a length, not "in one day": held-out batch P moved the trip)
        kept = view.travel_start() if (end and not dated) or (keeps_start(turn.text) and not dated) else None
        start = kept or _new_start(view, t) or (view.travel_start() if people or end else None)
        if start is None:
            return text(say("ask_new_date", view.lang))
        inp: dict[str, object] = {"booking_id": booking, "new_travel_date": start}
        kids = joining_children(turn.text) if people else []
        current = int(view.num("people_count") or 0)
        if kids and people is not None and people > current:  # children join at their own price, never as adults
            inp["add_children_ages"] = kids[: people - current]
            inp["add_adults"] = max(0, people - current - len(kids))
        elif people and people < current and view.list("children_ages"):
            # who leaves is named: a child by age, else adults (the sandbox prices them apart; batch P)
            leaving = leaving_children(turn.text, [int(a) for a in view.list("children_ages") if a.isdigit()])
            if leaving is None:
                return text(say("ask_which_child", view.lang))
            inp["remove_children_ages"] = leaving[: current - people]
            if current - people > len(leaving):
                inp["remove_adults"] = current - people - len(leaving)
        elif people:
            inp["people_count"] = people
        if end:
            inp["new_end_date"] = end
        return calls(view, ("previewReschedule", inp))
    return None
