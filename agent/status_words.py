"""The traveller's words for the codes a tool result carries (issue 38).

A Khmer or Chinese session's model read ``"status": "RESERVED"`` and wrote "(RESERVED)" in a Khmer
answer; ``DECLINED_BY_BANK`` and ``CONFIRMED`` came through the same way. A code stays what it is
(the workflow and the model's logic compare it), and beside every code a traveller may be told
about, the model of a KH or ZH session reads its words: ``"status": "RESERVED"`` gets
``"status_label": "已预留，等待付款"``. :data:`LABELLED` names the fields, :data:`LOGIC_ONLY` the
codes that are never said (currencies, stage names, the customisation types a tool takes as input,
error codes beside their message): tests/agent/test_model_view_labels.py checks that every code in
a KH/ZH model view is one or the other.

Pure: no I/O.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.moment_words import said_moment
from agent.owing_words import owed_change_words
from agent.paid_words import with_paid_meanings

Words = dict[str, tuple[str, str]]  # code -> (Khmer, Chinese)

STATUS: Words = {
    "RESERVED": ("បានកក់ទុក កំពុងរង់ចាំការបង់ប្រាក់", "已预留，等待付款"),
    "CONFIRMED": ("បានបញ្ជាក់", "已确认"),
    "CANCELLED": ("បានលុបចោល", "已取消"),
    "EXPIRED": ("ផុតកំណត់", "已过期"),
    "PENDING": ("កំពុងរង់ចាំ", "等待中"),
    "PROCESSING": ("កំពុងដំណើរការ", "处理中"),
    "COMPLETED": ("បានបញ្ចប់", "已完成"),
    "SUCCEEDED": ("បានបង់ប្រាក់ដោយជោគជ័យ", "付款成功"),
    "FAILED": ("មិនបានជោគជ័យ", "未成功"),
    "AWAITING_OPERATOR": ("កំពុងរង់ចាំប្រតិបត្តិករបញ្ជាក់", "等待旅行社确认"),
    "ON_THE_BOOKING": ("បានកត់ត្រាក្នុងការកក់", "已记入预订"),
    "CONFIRMED_BY_OPERATOR": ("ប្រតិបត្តិករបានបញ្ជាក់", "旅行社已确认"),
    "DECLINED_BY_OPERATOR": ("ប្រតិបត្តិករមិនអាចធ្វើបាន", "旅行社无法安排"),
    "TOLD_TO_OPERATOR": ("បានជូនដំណឹងដល់ប្រតិបត្តិករ", "已告知旅行社"),
    "WITHDRAWN_BY_TRAVELLER": ("បានដកចេញតាមសំណើរបស់លោក/លោកស្រី", "已按您的要求撤回"),
    "CHANGE_AWAITING_PAYMENT": ("ការប្តូរកំពុងរង់ចាំការបង់ប្រាក់", "变更待付款"),
}
EFFORT: Words = {
    "easy": ("ស្រួល", "轻松"),
    "moderate": ("មធ្យម", "适中"),
    "hard": ("ពិបាក", "较难"),
}
TIER: Words = {
    "budget": ("សន្សំសំចៃ", "经济"),
    "standard": ("ស្តង់ដារ", "标准"),
    "luxury": ("ប្រណីត", "豪华"),
}
ENVIRONMENT: Words = {
    "MOUNTAIN": ("ភ្នំ", "山区"),
    "BEACH": ("ឆ្នេរសមុទ្រ", "海滩"),
    "CITY": ("ទីក្រុង", "城市"),
    "FOREST": ("ព្រៃឈើ", "森林"),
    "ISLAND": ("កោះ", "海岛"),
    "TEMPLE": ("ប្រាសាទ", "寺庙古迹"),
}
FORECAST: Words = {
    "forecast": ("ការព្យាករណ៍អាកាសធាតុ", "天气预报"),
    "typical_for_season": ("អាកាសធាតុធម្មតានៃរដូវនេះ (មិនមែនការព្យាករណ៍)", "该季节的典型天气（非预报）"),
}
KIND: Words = {
    # a change quote's kind and its refund's reason: any change to a paid booking, not only its dates
    # (relays 8 and 9: a traveller leaving was labelled "date change"); what changed: CHANGE below
    "reschedule": ("ការកែប្រែការកក់", "更改预订"),
    "cancellation": ("ការលុបចោល", "取消"),
    "booking": ("ការកក់", "预订"),
    "allergy": ("អាឡែហ្ស៊ី", "过敏"),
    "medical": ("សុខភាព", "健康状况"),
    "mobility": ("ការធ្វើដំណើរ និងការដើរ", "行动不便"),
    "diet": ("របបអាហារ", "饮食要求"),
    "general": ("សំណើទូទៅ", "一般要求"),
}
CHANGE: Words = {  # what a change to a paid booking changes (a quote's ``changes``, sandbox/change_apply.py)
    "dates": ("ប្តូរកាលបរិច្ឆេទ", "改期"),
    "group": ("ប្តូរចំនួនអ្នកដំណើរ", "人数变更"),
    "length": ("ប្តូរចំនួនថ្ងៃ", "天数变更"),
    "activity": ("បន្ថែមសកម្មភាព", "加购活动"),
    "hotel": ("ប្តូរកន្លែងស្នាក់នៅ", "住宿变更"),  # remove_hotel (sandbox/own_stay.py)
    "transport": ("ប្តូរមធ្យោបាយធ្វើដំណើរ", "交通方式变更"),  # transport switched (sandbox/transport_switch.py)
    "top_up_netted": ("ប្រាក់បន្ថែមកាត់ពីប្រាក់សងវិញ", "补款从退款中抵扣"),  # sandbox/settle_top_up.py
}
MISFIT: Words = {
    "budget": ("លើសថវិកា", "超出预算"),
    "duration": ("ចំនួនថ្ងៃខុសពីការស្នើ", "天数与要求不同"),
    "group": ("មិនត្រូវនឹងទំហំក្រុម", "不适合该人数"),
    "environment": ("ប្រភេទកន្លែងខុសពីការស្នើ", "目的地类型不同"),
    "drive": ("ផ្លូវឆ្ងាយពេកសម្រាប់ចំនួនថ្ងៃនេះ", "按此天数车程太长"),
    "region": ("នៅក្រៅតំបន់ដែលបានស្នើ", "不在所选地区"),
}
MOOD: Words = {
    "stressed": ("សម្រាកលំហែ", "放松休闲"),
    "adventurous": ("ផ្សងព្រេង", "冒险刺激"),
    "romantic": ("មនោសញ្ចេតនា", "浪漫之旅"),
    "curious": ("ស្វែងយល់វប្បធម៌", "文化探索"),
    "family": ("ដំណើរកម្សាន្តជាមួយគ្រួសារ", "家庭出游"),
}
TRANSPORT: Words = {
    # the package's own transport, whatever it is (a shared minibus, a private car, a boat)
    "driver": ("ការធ្វើដំណើរដែលមានក្នុងកញ្ចប់", "行程所含交通"),
    "self_drive": ("បើកបរដោយខ្លួនឯង", "自驾"),
}
TRAVELLER: Words = {  # a price line's who / band (sandbox/group.py)
    "adult": ("មនុស្សពេញវ័យ", "成人"),
    "child": ("កុមារ", "儿童"),
    "infant": ("ទារក", "婴儿"),
    "adult_rate": ("តម្លៃមនុស្សពេញវ័យ", "按成人价"),
}
LANGUAGE: Words = {
    "EN": ("ភាសាអង់គ្លេស", "英语"),
    "KH": ("ភាសាខ្មែរ", "高棉语"),
    "ZH": ("ភាសាចិន", "中文"),
}

# what a paid booking owes either way (sandbox/paid_money.py, issue 37)
PAYMENT_STATE: Words = {
    "PAID": ("បានបង់ប្រាក់គ្រប់ចំនួន", "已付清"),
    "BALANCE_DUE": ("នៅមានប្រាក់បន្ថែមត្រូវបង់", "尚有补差价待付"),
    "REFUND_PENDING": ("ប្រាក់សងវិញកំពុងផ្ញើទៅលោកអ្នក", "退款正在退回中"),
    "BALANCE_DUE_AND_REFUND_PENDING": (
        "នៅមានប្រាក់បន្ថែមត្រូវបង់ ហើយប្រាក់សងវិញកំពុងផ្ញើទៅលោកអ្នក",
        "尚有补差价待付，另有退款正在退回中",
    ),
}

# a confirmed booking whose change still has its top-up to pay (relay 10 req 28: "បានបញ្ជាក់" for 4 people
# while the added traveller's top-up was unpaid): the status words say both
CONFIRMED_OWING: tuple[str, str] = (
    "បានបញ្ជាក់ ប៉ុន្តែនៅមានប្រាក់បន្ថែមត្រូវបង់ (ការប្តូរនៅមិនទាន់បង់ប្រាក់)",
    "已确认，但仍有补差价待付（变更尚未付款）",
)

CONFIRMED_OWING_EN = "confirmed, but a top-up is still to pay (the change is not paid yet)"
# the amount and the deadline of that top-up (relay 14 req 26: no deadline), after the words above:
# EN, KH, ZH ("change awaiting payment of $X by <time>")
AWAITING: tuple[str, str, str] = (
    "change awaiting payment of ${amount} by {by}",
    "ការប្តូរកំពុងរង់ចាំការបង់ប្រាក់ ${amount} មុន {by}",
    "变更待付款 {amount} 美元，请于 {by} 前支付",
)


def owing_words(value: dict[str, Any], language: str) -> str:
    """The status words of a confirmed booking that owes its change's top-up, with its amount and deadline
    when the booking gives them (``pending_top_up``: ``amount_usd``, ``pay_by``, ``pay_by_local``)."""
    column = _COLUMN.get(language)
    base = CONFIRMED_OWING_EN if column is None else CONFIRMED_OWING[column]
    said = owed_change_words(value, language)
    if said is not None:  # who it is confirmed for, what the change awaits (agent/owing_words.py)
        return said
    owed = value.get("pending_top_up")
    if not isinstance(owed, dict) or owed.get("amount_usd") is None or not owed.get("pay_by"):
        return base
    by = said_moment(str(owed.get("pay_by_local") or owed["pay_by"]), language)
    detail = AWAITING[0 if column is None else column + 1].format(amount=f"{float(owed['amount_usd']):g}", by=by)
    return f"{base}{'；' if language == 'ZH' else '; '}{detail}"


def _owing(value: dict[str, Any]) -> bool:
    return value.get("status") == "CONFIRMED" and str(value.get("payment_state", "")).startswith("BALANCE_DUE")


#: field name -> the words of its codes (a list field gets a list of labels)
LABELLED: dict[str, Words] = {
    "status": STATUS,
    "booking_status": STATUS,
    "payment_status": STATUS,
    "level": EFFORT,
    "difficulty": EFFORT,
    "tier": TIER,
    "trip_type": TIER,
    "environment": ENVIRONMENT,
    "mood": MOOD,
    "moods": MOOD,
    "forecast_type": FORECAST,
    "kind": KIND,
    "reason": KIND,
    "changes": CHANGE,
    "does_not_fit": MISFIT,
    "transport": TRANSPORT,
    "who": TRAVELLER,
    "band": TRAVELLER,
    "guide_language": LANGUAGE,
    "guide_languages": LANGUAGE,
    "no_guide_in": LANGUAGE,  # the session's language, which no guide of a suggested trip speaks
    "payment_state": PAYMENT_STATE,
}
#: fields whose codes are for logic and tool inputs only: the model never says them
LOGIC_ONLY = frozenset(
    {
        "code", "currency", "from_currency", "to_currency", "local_currency", "price_is", "basis", "type",
        "stage", "previous_stage", "current_stage", "allowed", "to_stage", "recommendation_reason",
        "decision", "purpose", "amount_is", "paid_for",
    }
)  # fmt: skip
SUFFIX = "_label"
_COLUMN = {"KH": 0, "ZH": 1}


def label(field: str, code: Any, language: Optional[str]) -> Optional[str]:
    """The traveller's words for ``code`` in ``field``, in ``language`` (KH / ZH); None otherwise."""
    column = _COLUMN.get(str(language or ""))
    words = LABELLED.get(field)
    if column is None or words is None or not isinstance(code, str) or code not in words:
        return None
    return words[code][column]


def words_note(field: str, code: Any, language: Optional[str]) -> str:
    """``"the traveller's words: 已预留，等待付款"`` for a context line of a KH / ZH session; "" otherwise."""
    said = label(field, code, language)
    return f"the traveller's words: {said}" if said else ""


def in_words(field: str, code: Any, language: Optional[str]) -> str:
    """``code`` as a context line writes it: ``RESERVED (the traveller's words: 已预留，等待付款)`` in a
    KH / ZH session, ``RESERVED`` otherwise."""
    note = words_note(field, code, language)
    return f"{code} ({note})" if note else str(code)


def _labels(field: str, value: Any, language: str) -> Any:
    if isinstance(value, list):
        said = [label(field, v, language) for v in value]
        return said if value and all(said) else None
    return label(field, value, language)


def _kind_of_change(value: dict[str, Any], language: str) -> Optional[str]:
    """A change's kind in the words of what it changes ("人数变更", not "改期" for someone leaving)."""
    changes = value.get("changes")
    if value.get("kind", value.get("reason")) != "reschedule" or not isinstance(changes, list):
        return None
    said = _labels("changes", changes, language)
    return ("、" if language == "ZH" else ", ").join(said) if said else None


def with_labels(value: Any, language: Optional[str]) -> Any:
    """``value`` (a tool result as the model reads it) with ``<field>_label`` beside every labelled
    code, for a KH or ZH session; unchanged for any other language."""
    said = str(language or "")
    if said not in _COLUMN:
        return with_paid_meanings(_owing_in_english(value), "EN")
    return with_paid_meanings(_add(value, said), said)  # each paid figure's meaning (agent/paid_words.py)


def _owing_in_english(value: Any) -> Any:
    """An English session reads codes alone, except a confirmed booking that still owes a top-up."""
    if isinstance(value, list):
        return [_owing_in_english(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: _owing_in_english(v) for k, v in value.items()}
    if _owing(value) and "status" + SUFFIX not in value:
        out["status" + SUFFIX] = owing_words(value, "EN")
    return out


def _add(value: Any, language: str) -> Any:
    if isinstance(value, list):
        return [_add(v, language) for v in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, Any] = {}
    specific = _kind_of_change(value, language)
    for key, item in value.items():
        out[key] = _add(item, language)
        said = _labels(key, item, language) if key in LABELLED and key + SUFFIX not in value else None
        if said is not None and key == "status" and _owing(value):
            said = owing_words(value, language)
        if said is not None:
            out[key + SUFFIX] = specific if key in ("kind", "reason") and specific else said
    return out


def context_status_note(status: str, owed_usd: float, pay_by: Optional[str], language: Optional[str]) -> str:
    """The context's "the traveller's words: ..." of a booking status (KH / ZH sessions): never the plain
    word for confirmed while a change's top-up is owed (``owed_usd`` above 0, due by ``pay_by``)."""
    if status != "CONFIRMED" or owed_usd <= 0 or str(language or "") not in ("KH", "ZH"):
        return words_note("status", status, language)
    owed = {"amount_usd": owed_usd, "pay_by": pay_by} if pay_by else None
    return f"the traveller's words: {owing_words({'pending_top_up': owed}, str(language))}"
