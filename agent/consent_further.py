"""A yes beside an order for another change is not the yes to this quote (EN / KH / ZH, every quote kind).

Held-out evals: under the quote adding a traveller, "ok add him. and make it 4 days." was read as the yes to the add,
though the traveller wants a trip of another length, at another price. The guard of agent.consent_words catches a
"but" ("好的，不过改成3个人"); this one catches any further change ordered in the same message, with or without "but":

- **a length** the quote does not give the trip: "make it 4 days", "add a day", "改成4天", "多加一天", "ប្តូរទៅ ៤ ថ្ងៃ";
- **a date**, under a quote that moves no dates (a move's own dates are read by agent.consent_dates): "move it to
  12 January", "a day later", "改到12号", "推迟一天", "ប្តូរទៅថ្ងៃទី១២";
- **the group**: a number of people the quote does not hold, or someone else joining or leaving: "make it 3 people",
  "add one more person", "改成3个人", "再加一个人", "បន្ថែមម្នាក់ទៀត";
- **an activity**: "add a cooking class", "加一个游船", "បន្ថែមម៉ាស្សា".

The quote's own order (agent.consent_orders: "add him", "make it 3 days" under the quote giving 3 days) and what it
holds (its length, its number of people) are no other change; a question is no order. The message is *unclear*
(never a no): the quote stays open and the model asks plainly.
"""

from __future__ import annotations

import re
from typing import Iterable, Optional

from agent.consent_orders import LENGTH, as_ordered
from agent.khmer_questions import kh_asks
from agent.read_whole import Cut

_SENTENCE = Cut(r"[^,.;!?，。；！？\n។៕]+[,.;!?，。；！？\n។៕]*")  # spaces kept (a Khmer order is spaced)
_COUNT_EN = r"\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_COUNT_ZH = r"\d{1,2}|[一两二三四五六七八九十]"
_COUNT_KH = r"[0-9០-៩]{1,2}|មួយ|ពីរ|បី|បួន|ប្រាំ"
_MONTH = r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun"
# a new length: (pattern, group of its count or None when it names no count)
_LENGTH = (
    rf"(?i)\b(?:make|change|switch|extend|shorten|cut)\b[^.?!]{{0,20}}?\b({_COUNT_EN})[- ]?(?:days?|nights?)\b",
    rf"(?:改成|改为|变成|缩短到|缩短为|延长到|延长至|加到|改)\s?({_COUNT_ZH})\s?(?:个)?(?:天|晚)",
    rf"(?:ប្តូរ|ប្ដូរ|ធ្វើ|ពន្យារ|កាត់|បន្ថយ)[^។]{{0,12}}?(?:ទៅ|ជា|ដល់|ត្រឹម)\s?({_COUNT_KH})\s?ថ្ងៃ",
)
_MORE_DAYS = (
    r"(?i)\b(?:add|one more|another|an extra|extra)\b[^.?!]{0,10}?\b(?:day|night)s?\b|\bextend\b|\bmake it longer\b",
    r"(?:多|加|再加|延长|增加)(?:一|1|两|2)?(?:个)?(?:天|晚)|延长",
    r"បន្ថែម[^។]{0,6}?ថ្ងៃ|ពន្យារ[^។]{0,6}?ថ្ងៃ",
)
_FEWER_DAYS = (
    r"(?i)\b(?:remove|drop|cut|take off|one less)\b[^.?!]{0,10}?\bdays?\b|\bshorten\b|\bmake it shorter\b",
    r"(?:少|减|缩短)(?:一|1)?(?:个)?天|缩短",
    r"(?:ដក|កាត់|បន្ថយ)[^។]{0,6}?ថ្ងៃ",
)
_DATE = (
    rf"(?i)\b(?:move|change|switch|shift|reschedule|postpone|push)\b[^.?!]{{0,25}}?\b(?:to|until|till)\s+(?:the\s+)?"
    rf"(?:\d|(?:{_MONTH})|tomorrow|next|later|earlier)|\b(?:a|one|\d) (?:day|week)s? (?:later|earlier)\b"
    r"|\b(?:another|a different|the other) (?:date|day)\b|\bchange the dates?\b",
    r"改到|改成[^，。！？]{0,6}?[号日]|推迟|延后|提前|改日期|换日期|改期|晚一天|早一天",
    r"(?:ប្តូរ|ប្ដូរ|ពន្យារ|ផ្លាស់)[^។]{0,8}?(?:ថ្ងៃទី|កាលបរិច្ឆេទ)",
)
# a number of people: (pattern, group of the count)
_PEOPLE = (
    rf"(?i)\b(?:make it|change (?:it )?to|switch to)\s+({_COUNT_EN})\s+(?:people|persons|pax|adults|guests|of us)\b",
    rf"(?:改成|改为|变成)\s?({_COUNT_ZH})\s?(?:个|位)(?:人|大人)",
    rf"(?:ប្តូរ|ប្ដូរ)[^។]{{0,6}}?(?:ទៅ|ជា)\s?({_COUNT_KH})\s?នាក់",
)
_JOIN_OR_LEAVE = (
    r"(?i)\b(?:add|include|bring)\b[^.?!]{0,6}?\b(?:one more|another|an extra|a|\d) "
    r"(?:person|people|adult|child|kid|guest|friend)\b|\b(?:remove|drop)\b[^.?!]{0,6}?\b(?:one|a|\d) (?:person|adult|child)\b",
    rf"(?:再加|多加|加|增加|减|少|去掉)\s?(?:{_COUNT_ZH})\s?(?:个|位)(?:人|大人|小孩|孩子|朋友)",
    r"(?:បន្ថែម|ដក)[^។]{0,8}?(?:ម្នាក់|នាក់)",
)
# someone else besides, whatever the quote does: "add one more person", "再加一个人", "បន្ថែមម្នាក់ទៀត"
_SOMEONE_ELSE = (
    r"(?i)\b(?:add|include|bring)\b[^.?!]{0,6}?\b(?:one more|another|an extra) (?:person|adult|child|kid|guest|friend)\b",
    rf"(?:再加|多加)\s?(?:{_COUNT_ZH})\s?(?:个|位)(?:人|大人|小孩|孩子|朋友)",
    r"(?:បន្ថែម|ដក)[^។]{0,8}?(?:ម្នាក់|នាក់)ទៀត",
)
_ACTIVITY = (
    r"(?i)\b(?:add|include|also book|throw in)\b[^.?!]{0,20}?\b(?:activity|tour|class|massage|dinner|lunch|cruise|boat"
    r"|excursion|show|kayak\w*|cooking|spa|ticket|visit)\b",
    r"(?:加|再加|添|增加|另外订|再订|加个)[^，。！？]{0,6}?(?:活动|游船|按摩|晚餐|午餐|晚宴|课|门票|表演|骑|一日游)",
    r"បន្ថែម[^។]{0,12}?(?:សកម្មភាព|ដំណើរកម្សាន្ត|ម៉ាស្សា|អាហារ|ទូក|ថ្នាក់)",
)
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "eleven": 11, "twelve": 12, "一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6,
          "七": 7, "八": 8, "九": 9, "十": 10, "មួយ": 1, "ពីរ": 2, "បី": 3, "បួន": 4, "ប្រាំ": 5}  # fmt: skip
_KH_DIGITS = str.maketrans("០១២៣៤៥៦៧៨៩", "0123456789")


def _count(said: str) -> Optional[int]:
    said = said.casefold().translate(_KH_DIGITS)
    return int(said) if said.isdigit() else _WORDS.get(said)


def _names_other_count(patterns: Iterable[str], clause: str, held: Optional[int]) -> bool:
    """A pattern naming a count other than the one the quote holds (any count when it holds none)."""
    for pattern in patterns:
        for match in re.finditer(pattern, clause):
            if held is None or _count(match.group(1)) != held:
                return True
    return False


def orders_another_change(
    text: str,
    kind: str,
    actions: Iterable[str] = (),
    days: Optional[int] = None,
    people: Optional[int] = None,
    moves_dates: bool = False,
) -> bool:
    """A statement in ``text`` orders a change the quote does not contain (see the module's doc). The quote's
    ``actions`` (agent.consent_orders), its length ``days``, its number of ``people``, and whether it
    ``moves_dates`` (a move's own dates: agent.consent_dates)."""
    actions = tuple(actions)
    own_days = next((int(a[len(LENGTH) :]) for a in actions if a.startswith(LENGTH)), None)
    days = own_days if own_days is not None else days
    for clause in (c.strip() for c in _SENTENCE.findall(text)):
        if clause.endswith(("?", "？")) or "吗" in clause or "嗎" in clause or kh_asks(clause):
            continue  # a question is no order
        said = as_ordered(clause, kind, actions)  # the quote's own order, said as its verb
        if _names_other_count(_LENGTH, said, days) or _names_other_count(_PEOPLE, said, people):
            return True
        if any(re.search(pattern, clause) for pattern in _SOMEONE_ELSE):  # before the quote's own order is read
            return True
        found = [] if "add_activity" in actions else [*_ACTIVITY]  # the quote's own activity is no other change
        found += [] if "add_day" in actions else list(_MORE_DAYS)
        found += [] if "remove_day" in actions else list(_FEWER_DAYS)
        found += [] if moves_dates else list(_DATE)
        found += [] if {"add", "remove"} & set(actions) else list(_JOIN_OR_LEAVE)
        if any(re.search(pattern, said) for pattern in found):
            return True
    return False
