"""Changes to an unpaid reservation at the QR (issue 39): a new start date, a different group ("our
friend joins, we'll be 3"), a new pickup. The change is summarised with a question; only the
traveller's yes in the next message sends ``modifyBooking``; its result is the new summary (new
dates, group, pickup and total: the QR already shown pays the new total).

``decide(view)`` returns None when the message changes nothing of the reservation.
"""

from __future__ import annotations

import re
from typing import Any, Optional

from activities.models.scripted import aftercare, extract as x
from activities.models.scripted.aftercare_phrases import people_word
from activities.models.scripted.compose import error_text, money
from activities.models.scripted.group_change import new_group_size
from activities.models.scripted.intents import intents, is_no, is_yes
from activities.models.scripted.reply import Reply, calls, text
from activities.models.scripted.understand import hear
from activities.models.scripted.window import Turn, View
from agent.normal_text import normalize

PHRASES: dict[str, dict[str, str]] = {
    "change_intro": {
        "EN": "Here is the change to booking {ref}:",
        "KH": "នេះជាការផ្លាស់ប្តូរការកក់ {ref}៖",
        "ZH": "预订 {ref} 的更改如下：",
    },
    "change_date": {
        "EN": "Start date: {old} → {new}",
        "KH": "ថ្ងៃចាប់ផ្តើម៖ {old} → {new}",
        "ZH": "出发日期：{old} → {new}",
    },
    "change_people": {
        "EN": "Travellers: {old} → {new}",
        "KH": "អ្នកដំណើរ៖ {old} → {new} នាក់",
        "ZH": "人数：{old} → {new}",
    },
    "change_pickup": {"EN": "Pickup: {new}", "KH": "កន្លែងទទួល៖ {new}", "ZH": "接送地点：{new}"},
    "ask_confirm_change": {
        "EN": "The price is worked out again for the change. Shall I make this change to your reservation?",
        "KH": "តម្លៃនឹងត្រូវគណនាឡើងវិញតាមការផ្លាស់ប្តូរ។ តើខ្ញុំធ្វើការផ្លាស់ប្តូរនេះលើការកក់របស់អ្នកទេ?",
        "ZH": "价格会按更改重新计算。要我对您的预留做这个更改吗？",
    },
    "ask_what_to_change": {
        "EN": "What would you like to change on your reservation: the start date, the number of travellers or the pickup?",
        "KH": "តើអ្នកចង់ផ្លាស់ប្តូរអ្វីលើការកក់៖ ថ្ងៃចាប់ផ្តើម ចំនួនអ្នកដំណើរ ឬកន្លែងទទួល?",
        "ZH": "您想修改预留的哪一项：出发日期、人数还是接送地点？",
    },
    "changed": {
        "EN": "Done — booking {ref} now runs {start} → {end} for {people} {people_word}, pickup: {pickup}. New total: ${total}.",
        "KH": "រួចរាល់ — ការកក់ {ref} ឥឡូវ {start} → {end} សម្រាប់ {people} នាក់ កន្លែងទទួល៖ {pickup}។ តម្លៃសរុបថ្មី៖ ${total}។",
        "ZH": "已完成——预订 {ref} 现为 {start} → {end}，{people} 人，接送地点：{pickup}。新总价：${total}。",
    },
    "same_qr": {
        "EN": "The QR code you already have now pays the new total: no new QR is needed.",
        "KH": "កូដ QR ដែលអ្នកមានរួចហើយ ឥឡូវបង់តម្លៃសរុបថ្មី៖ មិនត្រូវការ QR ថ្មីទេ។",
        "ZH": "您手上的二维码现在支付新的总价，无需新的二维码。",
    },
    "unchanged": {
        "EN": "Okay, the reservation stays as it is. Scan the QR code to pay when you are ready.",
        "KH": "យល់ហើយ ការកក់នៅដដែល។ សូមស្កេនកូដ QR ដើម្បីបង់ប្រាក់ពេលអ្នករួចរាល់។",
        "ZH": "好的，预留保持不变。准备好后扫描二维码付款即可。",
    },
}
CONFIRM_KEY = "ask_confirm_change"
_CHANGE_WORDS = re.compile(
    r"\b(?:change|move|modify|different|instead|another|new|could we start|can we start|start on)\b|改|换|"
    r"ផ្លាស់ប្តូរ|ផ្លាស់ប្ដូរ|ប្តូរ|ប្ដូរ|ជំនួស"
)


def say(key: str, lang: str, **values: Any) -> str:
    table = PHRASES[key]
    return (table.get(lang) or table["EN"]).format(**values, people_word=people_word(values.get("people")))


def _people(view: View, raw: str) -> Optional[int]:
    current = int(view.num("people_count") or 0)
    changed = new_group_size(raw, current)  # someone joins or leaves (group_change.py)
    if changed is not None:
        return changed
    found = x.extract_people(raw) if _CHANGE_WORDS.search(normalize(raw)) else None
    return found if found and found != current else None


def changes(view: View, turn: Turn) -> dict[str, Any]:
    """The reservation fields ``turn`` changes (modifyBooking's ``modifications``)."""
    slots = hear(turn.text, turn.asked, view.today).slots
    out: dict[str, Any] = {}
    start = view.travel_start()
    new_start = slots.get("travel_start_date") or aftercare._new_start(view, normalize(turn.text))
    if new_start and new_start != start and new_start >= view.today.isoformat():
        out["travel_date"] = new_start
    people = _people(view, turn.text)
    if people and people != int(view.num("people_count") or 0):
        out["people_count"] = people
    pickup = slots.get("pickup")
    if pickup and pickup != view.get("pickup_location"):
        out["pickup_location"] = pickup
    return out


def _summary(view: View, change: dict[str, Any]) -> str:
    lang = view.lang
    lines = [say("change_intro", lang, ref=view.get("booking_ref") or view.get("booking_id") or "")]
    if "travel_date" in change:
        lines.append(say("change_date", lang, old=view.travel_start() or "?", new=change["travel_date"]))
    if "people_count" in change:
        lines.append(say("change_people", lang, old=int(view.num("people_count") or 0), new=change["people_count"]))
    if "pickup_location" in change:
        lines.append(say("change_pickup", lang, new=change["pickup_location"]))
    return "\n".join(lines) + "\n\n" + say(CONFIRM_KEY, lang)


def _asked_to_confirm(view: View) -> bool:
    last = view.assistant_texts[-1] if view.assistant_texts else ""
    return any(last.rstrip().endswith(q) for q in PHRASES[CONFIRM_KEY].values())


def _done(view: View) -> Optional[Reply]:
    done = view.turn_call("modifyBooking")
    if done is None:
        return None
    if not done.ok:
        return text(error_text(done, view.lang))
    b = done.data.get("booking") or {}
    parts = [
        say(
            "changed",
            view.lang,
            ref=b.get("booking_ref") or view.get("booking_ref") or "",
            start=b.get("travel_date"),
            end=b.get("end_date"),
            people=b.get("people_count"),
            pickup=b.get("pickup_location") or view.get("pickup_location") or "-",
            total=money(b.get("total_usd")),
        )
    ]
    if (done.data.get("payment_qr") or {}).get("still_valid"):
        parts.append(say("same_qr", view.lang))
    return text(*parts)


def decide(view: View) -> Optional[Reply]:
    """The reply about a change to the unpaid reservation, or None when the message changes nothing."""
    answered = _done(view)
    if answered is not None:
        return answered
    turn, booking = view.last_turn, view.get("booking_id")
    if turn is None or turn.is_system or not booking or view.turn_calls():
        return None
    if _asked_to_confirm(view) and len(view.turns) >= 2:
        if is_yes(turn.text) and not changes(view, turn):
            wanted = changes(view, view.turns[-2])
            if wanted:
                return calls(view, ("modifyBooking", {"booking_id": booking, "modifications": wanted}))
        if is_no(turn.text):
            return text(say("unchanged", view.lang))
    wanted = changes(view, turn)
    if wanted:
        return text(_summary(view, wanted))
    if "change" in intents(turn.text) and "cancel" not in intents(turn.text) and not pays_otherwise(turn.text):
        return text(say("ask_what_to_change", view.lang))
    return None


# how the traveller pays: a card, a bank, an app, an account, someone else's card
_MEANS = (
    r"(?:card|bank|account|app|wallet|wechat|alipay|paypal|method)(?![a-z])|卡|银行|微信|支付宝|账户|账号|方式|"
    r"កាត|ធនាគារ|គណនី|aba|wing|acleda"
)
_PAYS_OTHERWISE = re.compile(
    r"(?:another|other|different|new|second|(?:my |his |her )?(?:wife|husband|friend|partner|colleague)'s)\s(?:[a-z]+\s)?"
    r"(?:" + _MEANS + r")|(?:switch|change|try)\s(?:to\s)?(?:my\s|another\s|a\s)?(?:[a-z]+\s)?(?:" + _MEANS + r")|"
    r"(?:换|改用|用)[\u4e00-\u9fff]{0,8}?(?:" + _MEANS + r")|(?:ប្តូរ|ប្ដូរ)\s?(?:ទៅ)?\s?(?:ប្រើ)?\s?(?:" + _MEANS + r")"
)


def pays_otherwise(text: str) -> bool:
    """The message changes how they pay ("I'll try another card", "我换招商银行卡再试", "ខ្ញុំប្តូរកាតផ្សេង"), which is
    no change to the reservation (held-out batch AA: after a failed payment "我换招商银行卡再试，麻烦再发一次二维码" was
    asked which part of the booking to change)."""
    return bool(_PAYS_OTHERWISE.search(normalize(text)))
