"""Keyword intents of one user message (EN, plus common KH / ZH words). Pure functions."""

from __future__ import annotations

import re
from typing import Any, Optional

from agent.scripted.extract import _has, normalize

YES = ("yes", "yeah", "yep", "yup", "sure", "ok", "okay", "go ahead", "please do", "confirm", "confirmed",
       "do it", "sounds good", "correct", "absolutely", "of course", "proceed", "let's go", "please",
       "好", "好的", "是", "是的", "可以", "确认", "行", "បាទ", "ចាស", "យល់ព្រម", "ព្រម")
NO = ("no", "nope", "not now", "skip", "don't", "do not", "nah", "not yet", "wait", "hold on", "keep it",
      "不", "不要", "不用", "算了", "ទេ", "មិន")

_INTENTS: dict[str, tuple[str, ...]] = {
    "itinerary": ("itinerary", "schedule", "day by day", "day-by-day", "what would we do", "tell me more",
                  "more about", "details of", "plan for", "行程", "安排", "កម្មវិធីដំណើរ", "កម្មវិធី"),
    "images": ("photo", "photos", "picture", "pictures", "pics", "images", "gallery", "照片", "图片", "រូបថត", "រូបភាព"),
    "hotel": ("hotel", "hotels", "accommodation", "where would we stay", "where will we stay", "room", "rooms",
              "酒店", "住宿", "សណ្ឋាគារ"),
    "weather": ("weather", "rain", "temperature", "forecast", "hot", "天气", "下雨", "អាកាសធាតុ"),
    "packing": ("pack", "packing", "bring", "wear", "带什么", "携带", "ឥវ៉ាន់", "យកអ្វី"),
    "compare": ("compare", "comparison", "difference", "differences", "side by side", "which is better",
                "比较", "对比", "ប្រៀបធៀប"),
    "book": ("book", "book it", "reserve", "i'll take it", "i will take it", "let's do it", "lets do it",
             "ready", "i'm ready", "go with", "sign me up", "we'll take", "预订", "预定", "订", "កក់"),
    "none_fit": ("none of these", "none of them", "something else", "don't like", "do not like", "not what",
                 "other options", "different options", "not interested", "none work", "都不喜欢", "别的",
                 "មិនចូលចិត្ត"),
    "negotiate": ("better deal", "better price", "cheaper price", "lower price", "negotiate", "discount?",
                  "any discount", "便宜点", "优惠吗", "បញ្ចុះតម្លៃ"),
    "cancel": ("cancel", "cancellation", "refund", "取消", "退款", "លុបចោល"),
    "paid": ("did it go through", "go through", "went through", "i paid", "i've paid", "i have paid",
             "paid", "payment done", "payment status", "status", "done paying", "付款了", "已付款", "付好了",
             "បង់រួច", "បង់ហើយ"),
    "payment_problem": ("failed", "fail", "fails", "failing", "problem", "trouble", "isn't working", "not working", "doesn't work", "didn't work", "does not work",
                        "error", "new qr", "another qr", "declined", "won't scan", "can't scan", "cannot scan",
                        "qr expired", "失败", "不能用", "扫不了", "បរាជ័យ", "មិនដំណើរការ"),
    "change": ("change", "switch", "instead", "different", "actually", "other option", "go back", "rather",
               "换", "改", "ផ្លាស់ប្តូរ"),
}

OFF_TOPIC = ("bitcoin", "crypto", "stock", "stocks", "election", "politics", "political", "football", "soccer",
             "homework", "python", "javascript", "write code", "recipe", "joke", "movie", "president",
             "math problem", "poem", "who won", "iphone", "股票", "政治", "笑话", "ភាពយន្ត")


def has_intent(text: str, intent: str) -> bool:
    return _has(normalize(text), _INTENTS[intent])


def intents(text: str) -> set[str]:
    t = normalize(text)
    return {name for name, words in _INTENTS.items() if _has(t, words)}


def _starts_or_has(text: str, words: tuple[str, ...]) -> bool:
    """ASCII words anywhere (whole words); KH / ZH words only at the start of the reply."""
    t = normalize(text).strip(" \t\n,.!?，。！？")
    return _has(t, tuple(w for w in words if w.isascii())) or any(
        t.startswith(w) for w in words if not w.isascii())


def is_yes(text: str) -> bool:
    return _starts_or_has(text, YES) and not _starts_or_has(
        text, ("no", "nope", "don't", "not", "nah", "不要", "不用", "不", "ទេ", "មិន"))


def is_no(text: str) -> bool:
    return _starts_or_has(text, NO) and not is_yes(text)


def is_off_topic(text: str) -> bool:
    return _has(normalize(text), OFF_TOPIC)


def customizations(text: str) -> list[dict[str, Any]]:
    """The customisations a message asks for, in the calculateCustomTrip item format."""
    t = normalize(text)
    items: list[dict[str, Any]] = []
    if re.search(r"upgrade[a-z ]{0,12}(hotel|room)|(hotel|room) upgrade|better hotel|nicer hotel|升级酒店", t):
        items.append({"type": "upgrade_hotel", "details": {}})
    if re.search(r"(add|extra|one more|another) (a |an |one )?(extra )?day|多加一天|加一天", t):
        items.append({"type": "add_day", "details": {"days": 1}})
    if re.search(r"(remove|drop|one less|shorten)[a-z ]{0,6}day|少一天", t):
        items.append({"type": "remove_day", "details": {"days": 1}})
    if re.search(r"private (car|driver|transport|van)|own driver|私人(司机|交通)", t):
        items.append({"type": "change_transport", "details": {"mode": "private car"}})
    m = re.search(r"\badd (?:a |an |the |some )?((?:private |romantic |sunset |cooking |boat |spa |massage )?"
                  r"[a-z]+(?: [a-z]+)?)", t)
    if m and not any(i["type"] == "add_day" for i in items):
        activity = re.sub(r"\b(to|for|please|on|in)\b.*$", "", m.group(1)).strip()
        if activity and activity not in ("day", "extra day"):
            items.append({"type": "add_activity", "details": {"activity": activity}})
    elif re.search(r"private dinner|romantic dinner|sunset cruise|cooking class|spa|massage", t) and not items:
        found = re.search(r"private dinner|romantic dinner|sunset cruise|cooking class|spa|massage", t)
        items.append({"type": "add_activity", "details": {"activity": found.group(0) if found else "activity"}})
    return items


def pickup_from(text: str) -> Optional[str]:
    """The pickup place in an answer to the pickup question ("pick us up at the Sokha Hotel")."""
    cleaned = re.sub(r"(?i)^\s*(?:please\s+)?(?:pick (?:me|us) up (?:at|from)|pickup (?:at|from|is)?|at|from|"
                     r"my hotel is|we(?:'re| are) staying at|i(?:'m| am) staying at)\s*:?\s*", "", text.strip())
    cleaned = re.split(r"\s+(?:—|--)\s+|[.!?](?:\s|$)", cleaned)[0].strip(" .,!")
    return cleaned[:200] if cleaned else None
