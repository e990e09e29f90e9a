"""A quote card in words, for a client that shows no cards (REST ``message``, issue 38).

The chat page draws the booking summary or change quote as a card, so the model's own text only points
at it; a REST reader gets the card's facts as lines under that text, in the session's language.
"""

from __future__ import annotations

from typing import Any

from agent.band_lines import AGE_KEYS, ages_said
from agent.currency_words import money_text

LABELS: dict[str, dict[str, str]] = {
    "trip_name": {"EN": "Trip", "KH": "ដំណើរ", "ZH": "行程"},
    "dates": {"EN": "Dates", "KH": "កាលបរិច្ឆេទ", "ZH": "日期"},
    "new_dates": {"EN": "New dates", "KH": "កាលបរិច្ឆេទថ្មី", "ZH": "新日期"},
    "people_count": {"EN": "Travellers", "KH": "អ្នកដំណើរ", "ZH": "人数"},
    "new_people_count": {"EN": "Travellers after the change", "KH": "អ្នកដំណើរថ្មី", "ZH": "更改后人数"},
    "adults": {"EN": "Adults", "KH": "មនុស្សពេញវ័យ", "ZH": "成人"},
    "children_ages": {"EN": "Children", "KH": "កុមារ", "ZH": "儿童"},
    # the group by the price each pays (agent/band_lines.py)
    "adult_price_count": {
        "EN": "At the adult price (12+)",
        "KH": "តម្លៃមនុស្សពេញវ័យ (១២+)",
        "ZH": "按成人价（12岁及以上）",
    },
    "adult_price_ages": {
        "EN": "Of whom under 18",
        "KH": "ក្នុងនោះអាយុក្រោម ១៨ ឆ្នាំ",
        "ZH": "其中未满18岁",
    },
    "child_price_ages": {
        "EN": "At the child price, 4-11",
        "KH": "តម្លៃកុមារ ៤-១១ ឆ្នាំ",
        "ZH": "按儿童价（4-11岁）",
    },
    "child_price_usd": {"EN": "Child price, each", "KH": "តម្លៃកុមារម្នាក់", "ZH": "每位儿童价格"},
    "free_ages": {"EN": "Free, under 4", "KH": "ឥតគិតថ្លៃ ក្រោម ៤ ឆ្នាំ", "ZH": "免费（未满4岁）"},
    # what a change adds or takes off, and its own price lines (agent/change_lines.py)
    "add_activities": {"EN": "Adds", "KH": "បន្ថែម", "ZH": "新增活动"},
    "remove_activities": {"EN": "Removes", "KH": "ដកចេញ", "ZH": "取消活动"},
    "change_adult": {
        "EN": "This change, each at the adult price",
        "KH": "ការផ្លាស់ប្តូរនេះ ម្នាក់ៗតម្លៃមនុស្សពេញវ័យ",
        "ZH": "本次变更（每位按成人价）",
    },
    "change_child": {
        "EN": "This change, each at the child price (4-11)",
        "KH": "ការផ្លាស់ប្តូរនេះ ម្នាក់ៗតម្លៃកុមារ (៤-១១ ឆ្នាំ)",
        "ZH": "本次变更（每位按儿童价，4-11岁）",
    },
    "freed_adult": {
        "EN": "Taken off by this change, each at the adult price",
        "KH": "កាត់បន្ថយដោយការផ្លាស់ប្តូរនេះ ម្នាក់ៗតម្លៃមនុស្សពេញវ័យ",
        "ZH": "本次变更减少（每位按成人价）",
    },
    "freed_child": {
        "EN": "Taken off by this change, each at the child price (4-11)",
        "KH": "កាត់បន្ថយដោយការផ្លាស់ប្តូរនេះ ម្នាក់ៗតម្លៃកុមារ (៤-១១ ឆ្នាំ)",
        "ZH": "本次变更减少（每位按儿童价，4-11岁）",
    },
    "joining_adult": {
        "EN": "Joining, each at the adult price",
        "KH": "អ្នកចូលរួមថ្មី ម្នាក់ៗតម្លៃមនុស្សពេញវ័យ",
        "ZH": "新加入（每位按成人价）",
    },
    "joining_child": {
        "EN": "Joining, each at the child price (4-11)",
        "KH": "អ្នកចូលរួមថ្មី ម្នាក់ៗតម្លៃកុមារ (៤-១១ ឆ្នាំ)",
        "ZH": "新加入（每位按儿童价，4-11岁）",
    },
    "leaving_adult": {
        "EN": "Leaving, each one's adult price freed",
        "KH": "អ្នកចាកចេញ តម្លៃមនុស្សពេញវ័យរបស់ម្នាក់ៗដែលដកចេញ",
        "ZH": "退出（每位释放的成人价）",
    },
    "leaving_child": {
        "EN": "Leaving, each one's child price freed (4-11)",
        "KH": "អ្នកចាកចេញ តម្លៃកុមាររបស់ម្នាក់ៗដែលដកចេញ (៤-១១ ឆ្នាំ)",
        "ZH": "退出（每位释放的儿童价，4-11岁）",
    },
    "change_free": {
        "EN": "This change, under 4: free",
        "KH": "ការផ្លាស់ប្តូរនេះ ក្រោម ៤ ឆ្នាំ៖ ឥតគិតថ្លៃ",
        "ZH": "本次变更（未满4岁：免费）",
    },
    "joining_free": {
        "EN": "Joining, under 4: free",
        "KH": "អ្នកចូលរួមថ្មី ក្រោម ៤ ឆ្នាំ៖ ឥតគិតថ្លៃ",
        "ZH": "新加入（未满4岁：免费）",
    },
    "leaving_free": {
        "EN": "Leaving, under 4: free (nothing freed)",
        "KH": "អ្នកចាកចេញ ក្រោម ៤ ឆ្នាំ៖ ឥតគិតថ្លៃ (គ្មានអ្វីដកចេញ)",
        "ZH": "退出（未满4岁：免费，无释放金额）",
    },
    "pickup_location": {"EN": "Pickup", "KH": "កន្លែងទទួល", "ZH": "接送地点"},
    "price_per_person_usd": {"EN": "Per adult", "KH": "ក្នុងមនុស្សពេញវ័យម្នាក់", "ZH": "每位成人"},  # one adult's price
    "total_usd": {"EN": "Total", "KH": "តម្លៃសរុប", "ZH": "总价"},
    "change_fee_usd": {"EN": "Change fee", "KH": "ថ្លៃប្តូរ", "ZH": "更改手续费"},
    "amount_paid_usd": {"EN": "Paid", "KH": "បានបង់", "ZH": "已付"},
    "days_before_travel": {"EN": "Days before travel", "KH": "ថ្ងៃមុនដំណើរ", "ZH": "距出发天数"},
    "refund_tier_days_before": {
        "EN": "Days counted for the refund tier",
        "KH": "ចំនួនថ្ងៃដែលគិតសម្រាប់កម្រិតសងប្រាក់វិញ",
        "ZH": "退款档位计算天数",
    },
    "refund_pct": {"EN": "Refund", "KH": "ប្រាក់សងវិញ", "ZH": "退款比例"},
    "refund_usd": {"EN": "Refund", "KH": "ប្រាក់សងវិញ", "ZH": "退款"},
    "amount_due_usd": {"EN": "To pay", "KH": "ត្រូវបង់", "ZH": "需支付"},
    # a quote netting a pending refund at the traveller's choice (sandbox/netting.py)
    "top_up_usd": {"EN": "Top-up", "KH": "ប្រាក់បន្ថែម", "ZH": "补款"},
    "refund_netted_usd": {"EN": "Pending refund netted", "KH": "ប្រាក់សងវិញដែលបានកាត់កង", "ZH": "抵扣的退款"},
    "refund_still_pending_usd": {
        "EN": "Refund still on its way",
        "KH": "ប្រាក់សងវិញដែលនៅតែកំពុងផ្ញើ",
        "ZH": "仍在退回的退款",
    },
    "refund_terms": {"EN": "Refund terms", "KH": "លក្ខខណ្ឌសងប្រាក់", "ZH": "退款条款"},
}
_SEP = {"EN": ": ", "KH": "៖ ", "ZH": "："}
_PAIRS = (("dates", "travel_date", "end_date"), ("new_dates", "new_travel_date", "new_end_date"))


def usd(value: Any) -> str:
    """``$1,234`` or ``$1,234.50``: the one way a dollar amount is written in text."""
    return money_text(float(value), "USD")


def local_text(value: float, currency: str) -> str:
    """A figure in the traveller's currency as the card writes it: "1,221,800៛", "2,306元", "₱26,680", "NT$402.30"."""
    return money_text(value, currency)


def _value(key: str, value: Any, frame: dict[str, Any], lang: str) -> str:
    if key in AGE_KEYS and isinstance(value, list):
        return ages_said(value, lang)
    if key.endswith("_usd") and isinstance(value, (int, float)) and not isinstance(value, bool):
        twins = frame.get("details_local") if isinstance(frame.get("details_local"), dict) else {}
        local, currency = (twins or {}).get(key), frame.get("local_currency")
        if isinstance(local, (int, float)) and isinstance(currency, str) and currency != "USD":
            return f"{usd(value)} ({local_text(float(local), currency)})"
        return usd(value)
    if key == "refund_pct":
        return f"{value:g}%" if isinstance(value, (int, float)) else str(value)
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def quote_lines(frame: dict[str, Any], lang: str) -> list[str]:
    """The facts of a ``quote`` frame as "Label: value" lines (its details, in the card's order)."""
    raw = frame.get("details")
    details: dict[str, Any] = raw if isinstance(raw, dict) else {}
    sep = _SEP.get(lang, _SEP["EN"])
    lines: list[str] = []
    done: set[str] = set()
    for label, start, end in _PAIRS:
        if details.get(start):
            span = f"{details[start]} → {details[end]}" if details.get(end) else str(details[start])
            lines.append(LABELS[label].get(lang, LABELS[label]["EN"]) + sep + span)
        done.update((start, end))
    for key, value in details.items():
        if key in done or key not in LABELS or (key == "refund_pct" and "refund_usd" in details):
            continue
        lines.append(LABELS[key].get(lang, LABELS[key]["EN"]) + sep + _value(key, value, frame, lang))
    return lines


def card_text(frame: dict[str, Any], lang: str) -> str:
    """A card's text form for a reader without cards ("" for a frame with none)."""
    if frame.get("type") != "quote":
        return ""
    notes = [str(n) for n in frame.get("notes") or [] if n]  # the card's rule and money parts below its title
    return "\n".join(quote_lines(frame, lang) + notes)
