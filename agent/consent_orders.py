"""The order that names a change quote's own action ("ដកគាត់ចេញ យល់ព្រម", "remove her, yes", "把她减掉吧 好的"),
read as the quote's own verb (agent.consent_words), so that an order beside an agreement word is the yes.

A reschedule quote may remove or add travellers or add days; "remove", "add", "减掉", "加上", "ដក", "បន្ថែម"
otherwise ask for something else (relay 16: the grandmother's "remove her, agreed" under the quote to remove
her sister was not heard). Only the action the quote itself makes is read so, said as a whole order: its
verb and a person (or a day) as object, then nothing but the end, a stop or an agreement ("add her friend",
"加上她的朋友" stay something else). The guards of agent.consent_guards still apply to what it becomes.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Any, Iterable

_WHO_EN = (
    r"(?:him|her|them|one|(?:one|a|an|the|my|our|his|her) (?:person|adult|child|kid|baby|toddler|traveller|traveler|"
    r"guest|sister|brother|mother|mom|mum|father|dad|friend|son|daughter|nephew|niece|wife|husband|partner|"
    r"grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|colleague))"
)
_DAY_EN = r"(?:a|one|an extra|another|the extra) (?:day|night)"
_KIN_ZH = r"(?:侄女|侄子|外甥女|外甥|女儿|儿子|妹妹|姐姐|弟弟|哥哥|妈妈|爸爸|母亲|父亲|奶奶|爷爷|外婆|外公|姥姥|朋友|同事|表妹|表弟|表姐|表哥|老婆|老公|丈夫|妻子)"
# a person called by surname and kinship or title ("王叔", "李阿姨", "陈老师"); not "小吃" or "早餐" (run 50)
_TITLED_ZH = r"[\u4e00-\u9fff](?:叔叔|叔|阿姨|姨|伯伯|伯|大哥|哥|大姐|姐|爷爷|奶奶|婶婶|婶|舅舅|舅|老师|先生|女士|小姐)"
_WHO_ZH = (
    rf"(?:他们|她们|他|她|一个人|一位|一个大人|一个小孩|一个孩子|孩子|小孩|(?:我们?(?:的)?)?{_KIN_ZH}|{_TITLED_ZH})"
)
_KIN_KH = (
    r"(?:ក្មួយ(?:ស្រី|ប្រុស)?|ប្អូន(?:ស្រី|ប្រុស)?|បង(?:ស្រី|ប្រុស)?|កូន(?:ស្រី|ប្រុស)?|ម្តាយ|ម្ដាយ|ម៉ែ|ឪពុក|ពុក|យាយ|តា|ប្តី|ប្ដី|ប្រពន្ធ|មិត្តភក្តិ|មិត្ត)"
)
_WHO_KH = rf"(?:ពួកគាត់|គាត់|គេ|ម្នាក់|មនុស្សម្នាក់|ក្មេងម្នាក់|{_KIN_KH}(?:ខ្ញុំ)?)"
# the one who leaves by name: "remove Rathana", "把小王去掉", "ដករតនាចេញ" (held-out batch Q)
_NAME_EN = r"(?-i:[A-Z][\w'-]+)"
_NAME_ZH = r"[^\s，。！？,.!?把]{1,5}?"
_NAME_KH = r"[\u1780-\u17ff]{1,20}?"
_EN_AFTER = (
    r"(?=\s*(?:$|[,.!;:]|\b(?:please|then|now|ok|okay|yes|yeah|sure|thanks|thank you|go ahead|confirm|confirmed|"
    r"agreed|i agree|fine|that'?s fine|deal)\b))"
)
_ZH_AFTER = r"(?=$|[\s,.!;，。！；？?]|吧|了|啊|呀|吗|好|可以|行|确认|同意|嗯|没问题)"  # "说了加上吗": asked back
_KH_AFTER = r"(?=$|[\s,.!;។៕]|ទៅ|ចុះ|បាទ|ចាស|យល់ព្រម|បាន|ហើយ|ណា|អូខេ)"

# per action: (EN, ZH, KH) patterns of the whole order
_ORDERS: dict[str, tuple[str, str, str]] = {
    "remove": (
        rf"(?i)\b(?:(?:remove|drop)(?: {_WHO_EN}| {_NAME_EN})?|take(?: {_WHO_EN}| {_NAME_EN})? (?:off|out))"
        r"(?: (?:off|out|from the (?:booking|trip|group)))?",
        rf"(?:把(?:{_WHO_ZH}|{_NAME_ZH}))?(?:减掉|去掉|删掉|删除|减去|移除|减少){_WHO_ZH}?|减(?:一|1)(?:个|位)(?:人|大人|小孩)",
        rf"ដក(?:{_WHO_KH})?(?:ចេញ)?|ដក\s?{_NAME_KH}\s?ចេញ",
    ),
    "add": (
        rf"(?i)\b(?:add|include)(?: {_WHO_EN})?(?: (?:in|on|to the (?:booking|trip|group)))?",
        rf"(?:把{_WHO_ZH})?(?:加上|添加|增加|再加){_WHO_ZH}?|加{_WHO_ZH}",
        rf"បន្ថែម(?:{_WHO_KH})?(?:ចូល)?",
    ),
    # a shorter trip: "take a day off", "shorten it", "少一天", "ដកមួយថ្ងៃ" (held-out batch Q)
    "remove_day": (
        r"(?i)\b(?:(?:remove|drop|cut|take off) (?:a|one|the last|the extra) day|shorten(?: it| the trip)?|"
        r"make it shorter|"
        # the change said by how much ("make it one day shorter", "a day less": held-out batch AC)
        r"(?:make (?:it|the trip) )?(?:a|one|1) (?:day|night) (?:shorter|less|fewer)|shorter by (?:a|one|1) day)",
        r"(?:少|减|缩短)(?:一|1)?天|缩短|短(?:一|1)天",
        r"(?:ដក|កាត់|បន្ថយ)(?:មួយ)?ថ្ងៃ(?:មួយ)?|ខ្លី(?:ជាងមុន)?\s?មួយ\s?ថ្ងៃ",
    ),
    "add_day": (
        rf"(?i)\b(?:add {_DAY_EN}|extend(?: it| the trip)?|make it longer|"
        r"(?:make (?:it|the trip) )?(?:a|one|1) (?:day|night) longer|(?:a|one|1) more (?:day|night))",
        r"(?:多)?(?:加|延长|增加)(?:一|1|两|2)?天|延长",
        r"បន្ថែម(?:មួយ)?ថ្ងៃ(?:មួយ)?",
    ),
    # an added activity: "add it", "book the cooking class", "加上吧", "បន្ថែមទៅ" (relay run 51 req 34)
    "add_activity": (
        r"(?i)\b(?:add|book|include)(?: it| that| this| them| the [a-z' -]{1,40}?)?(?: (?:on|for) (?:day \d|all of us))?",
        r"(?:加上|添加|增加|订上|加|订|訂)(?:这个|它)?",
        r"(?:បន្ថែម|កក់)(?:វា)?",
    ),
}
_AS_VERB = ("change it", "改", "ប្តូរ")  # the reschedule quote's own order (agent.consent_words._VERB_*)


#: the action of a quote that adds an activity (recorded in sessions from the workflow's patch on)
ADD_ACTIVITY = "add_activity"


def quoted_actions(inp: dict[str, Any], data: dict[str, Any], activity: bool = False) -> list[str]:
    """What a previewReschedule quote does besides moving dates: who leaves or joins, days added, and (with
    ``activity``) an activity added: relay run 51 req 34, "ok day 2 lunch is fine, yes" under "Shall I add the
    cooking class on day 2 at lunchtime for US$140?" was a yes to another question, the quote naming no action."""
    actions: list[str] = []
    current, proposed = data.get("current"), data.get("proposed")
    before: dict[str, Any] = current if isinstance(current, dict) else {}
    after: dict[str, Any] = proposed if isinstance(proposed, dict) else {}
    was, now = before.get("people_count"), after.get("people_count")
    fewer = more = False
    if isinstance(was, int) and isinstance(now, int):
        fewer, more = now < was, now > was
    if inp.get("remove_adults") or inp.get("remove_children_ages") or fewer:
        actions.append("remove")
    if inp.get("add_adults") or inp.get("add_children_ages") or more:
        actions.append("add")
    if _days(after) > _days(before) > 0:
        actions.append("add_day")
    if 0 < _days(after) < _days(before):
        actions.append("remove_day")
    if _days(after) != _days(before) and _days(after) > 0 and _days(before) > 0:
        actions.append(f"{LENGTH}{_days(after)}")  # the new length named ("改成3天", "make it 3 days")
    changes = data.get("changes")
    if activity and (inp.get("add_activities") or (isinstance(changes, list) and "activity" in changes)):
        actions.append(ADD_ACTIVITY)
    return actions


#: the action of a quote that gives the trip a new length, its day count after it ("length:3")
LENGTH = "length:"
_EN_COUNT = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_ZH_COUNT = ("零", "一", "两|二", "三", "四", "五", "六", "七", "八", "九", "十")
_KH_COUNT = ("សូន្យ", "មួយ", "ពីរ", "បី", "បួន", "ប្រាំ", "ប្រាំមួយ", "ប្រាំពីរ", "ប្រាំបី", "ប្រាំបួន", "ដប់")
_KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")


def _length_orders(days: int, any_count: str = "") -> tuple[str, str, str]:
    """The whole order that gives the trip ``days`` days: "make it 3 days", "改成3天", "ប្តូរទៅ ៣ ថ្ងៃ"
    (``any_count``: a pattern of any count instead)."""
    n = str(days)
    en = any_count or n + (f"|{_EN_COUNT[days]}" if days < len(_EN_COUNT) else "")
    zh = any_count or n + (f"|{_ZH_COUNT[days]}" if days < len(_ZH_COUNT) else "")
    kh = any_count or f"{n}|{n.translate(_KH_DIGITS)}" + (f"|{_KH_COUNT[days]}" if days < len(_KH_COUNT) else "")
    return (
        rf"(?i)\b(?:make|change|shorten|cut|extend)(?: it| the trip| the booking)?(?: to| into)? (?:{en})[- ]days?\b",
        rf"(?:改成|改为|变成|缩短到|缩短为|缩短成|延长到|延长至|加到|改)\s?(?:{zh})\s?(?:个)?天",
        rf"(?:ប្តូរ|ប្ដូរ|កាត់|បន្ថយ|ពន្យារ|ធ្វើ)[^។]{{0,12}}?(?:ទៅ|ជា|មក|ដល់|ត្រឹម)\s?(?:{kh})\s?ថ្ងៃ",
    )


def _days(facts: dict[str, Any]) -> int:
    try:
        return (date.fromisoformat(str(facts["end_date"])) - date.fromisoformat(str(facts["travel_date"]))).days + 1
    except (KeyError, ValueError):
        return 0


def as_ordered(text: str, kind: str, actions: Iterable[str]) -> str:
    """``text`` with each whole order naming one of the quote's ``actions`` said as the quote's own verb."""
    if kind != "reschedule":
        return text
    for action in actions:
        if action.startswith(LENGTH):
            en, zh, kh = _length_orders(int(action[len(LENGTH) :]))
        elif action in _ORDERS:
            en, zh, kh = _ORDERS[action]
        else:
            continue
        text = re.sub(en + _EN_AFTER, " " + _AS_VERB[0] + " ", text)
        text = re.sub(f"(?:{zh}){_ZH_AFTER}", _AS_VERB[1], text)
        text = re.sub(f"(?:{kh}){_KH_AFTER}", _AS_VERB[2], text)
    if any(a.startswith(LENGTH) for a in actions):  # any other length named asks for another change
        for pattern, other in zip(_length_orders(0, r"\d{1,2}|[一两二三四五六七八九十]|[០-៩]{1,2}"), _ELSE):
            text = re.sub(pattern, other, text)
    return text


_ELSE = (" but ", "但是", "ប៉ុន្តែ")  # a request for something else (agent.consent_words)
