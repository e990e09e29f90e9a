"""What of the session's special needs goes to a booking: the traveller's needs only.

The session's ``special_needs`` is free text the model records while searching; it may hold search
wishes (a date not fixed yet, "open to an island as well as the beach") that have their own fields
(``travel_dates``, ``environment``) and are no request for the tour operator (relay 41 req 11: a
booking dated 3 January carried "Travel around early January 2027 (exact dates not yet given)").
:func:`booking_needs` keeps each sentence that says a need (health, diet, mobility, access, rooms,
who does what) and drops a sentence that only says when or where to travel, in EN, KH and ZH.

A request is an item of its own only where it stands alone: :func:`follow_on` tells a piece that
leans on the one before it ("...; she stays at the resort with the baby on those days."), which
stays with it (sandbox/request_items.py). Pure.
"""

from __future__ import annotations

import re
from typing import Optional

from agent.safety import DIET_WORDS, safety_kind
from agent.sentences import sentences

# a need the operator acts on, whatever else the sentence says (checked first: "a baby cot in January" stays)
_NEED_WORDS = (
    "room",
    "bed",
    "cot",
    "crib",
    "guide",
    "seat",
    "pace",
    "rest",
    "stair",
    "step",
    "walk",
    "lift",
    "elevator",
    "floor",
    "baby",
    "infant",
    "child",
    "pram",
    "stroller",
    "help",
    "assist",
    "stay",
    "boat",
    "access",
    "allerg",
    "food",
    "meal",
    "房",
    "床",
    "婴儿",
    "宝宝",
    "孩子",
    "导游",
    "座",
    "楼",
    "台阶",
    "帮",
    "休息",
    "走",
    "船",
    "吃",
    "បន្ទប់",
    "គ្រែ",
    "ទារក",
    "កូន",
    "មគ្គុទ្ទេសក៍",
    "ជណ្ដើរ",
    "ជួយ",
    "ដើរ",
    "ទូក",
    "ម្ហូប",
)
_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
# when to travel: a month, a year, "exact dates", "next week" (ZH "1月", "日期"; KH "ខែ", "កាលបរិច្ឆេទ")
_WHEN = re.compile(
    rf"\b({_MONTHS})\b|\b20\d\d\b|\bdates?\b|\bnext (week|month)\b|\bweekend\b"
    r"|[0-9一二三四五六七八九十]+月|日期|出发时间|ខែ|កាលបរិច្ឆេទ|ឆ្នាំ២០",
    re.IGNORECASE,
)
# where to travel: a kind of place the search chooses from (EN, ZH, KH; "ភ្នំពេញ" is Phnom Penh, no mountain)
_WHERE = re.compile(
    r"\b(island|islands|beach|beaches|mountains?|countryside|jungle|city|cities|temples?|open to)\b"
    r"|海岛|岛|海滩|海边|山区|城市|寺庙|កោះ|ឆ្នេរ|ភ្នំ(?!ពេញ)|ទីក្រុង|ប្រាសាទ",
    re.IGNORECASE,
)


_NEED = re.compile(
    "|".join(rf"\b{w}" if w.isascii() else w for w in _NEED_WORDS), re.IGNORECASE
)  # an English word from its start ("rest", not "interested")


def says_a_need(sentence: str) -> bool:
    """The sentence asks something of the operator (a safety or diet need, or a need word)."""
    low = sentence.lower()
    return bool(safety_kind(sentence)) or any(w in low for w in DIET_WORDS) or bool(_NEED.search(sentence))


def search_wish(sentence: str) -> bool:
    """The sentence only says when or where to travel (what the search fields record), no need."""
    return not says_a_need(sentence) and bool(_WHEN.search(sentence) or _WHERE.search(sentence))


# a fact about who travels: people, their number and age, and the words that join them (EN, ZH, KH)
_GROUP_FACT = re.compile(
    r"\b(?:my|our|the|a|an|we|us|i|have|has|is|are|am|and|with|of|one|two|three|four|five|aged?|years?|yrs?"
    r"|year-old|months?|month-old|old|baby|babies|infant|child|children|kid|kids|son|daughter|toddler|mother|mom"
    r"|mum|father|dad|parents?|wife|husband|grand\w*|adults?|people|persons?|travell?ing)\b"
    r"|[0-9០-៩]+|[-,:()]"
    r"|宝宝|婴儿|孩子|小孩|儿子|女儿|妈妈|母亲|爸爸|父亲|我们|我|的|有|一个|个月|周岁|虚岁|岁|是|大人|成人|名|位|个|和"
    r"|កូនតូច|កូនប្រុស|កូនស្រី|កូន|ទារក|ម្តាយ|ម្ដាយ|ឪពុក|ខ្ញុំ|យើង|អាយុ|ខួប|ឆ្នាំ|ខែ|នាក់|ម្នាក់|មាន|គឺ|របស់|និង",
    re.IGNORECASE,
)
_AGE_OR_COUNT = re.compile(r"[0-9០-៩]|岁|ខួប")


def asks_nothing(sentence: str) -> bool:
    """The sentence only states a fact about the group the booking already holds (an age, how many
    travel: "កូនតូច១ខួប", "Baby is 1 year old", "宝宝1岁"): no safety or diet need, nothing asked."""
    if safety_kind(sentence) or any(w in sentence.lower() for w in DIET_WORDS):
        return False
    if not _AGE_OR_COUNT.search(sentence):
        return False
    return not re.sub(r"[\s.;!?。；！？។៕]+", "", _GROUP_FACT.sub("", sentence))


# where the travellers stay, said as a fact: the pickup place answers it (EN, ZH, KH)
_STAY = re.compile(
    r"^(?:(?:we|i|they)(?:'re|'m| are| am)?\s+)?(?:(?:will\s+be\s+|are\s+)?stay(?:ing)?|staying)\s+(?:at|in)\s"
    r"|^(?:our|my)\s+hotel\s+is\s|^hotel\s*:"
    r"|^(?:我们|我)?(?:住在|入住|住)|^(?:យើង|ខ្ញុំ)?\s*ស្នាក់នៅ",
    re.IGNORECASE,
)


def stay_fact(sentence: str) -> bool:
    """The sentence only says where the travellers stay ("Staying at Rosewood Phnom Penh.", "我们住在金边索菲特"):
    a fact the booking's pickup holds, no request of the operator (relay run 51: it was an operator request
    "AWAITING_OPERATOR" beside the same hotel as the pickup). A sentence that also asks a need is a request."""
    said = _STAY.match(sentence.strip())
    return said is not None and not says_a_need(sentence.strip()[said.end() :])  # "stay" itself is a need word


def booking_needs(needs: Optional[str]) -> Optional[str]:
    """The sentences of ``needs`` that go to a booking (search wishes, where they stay and bare facts about the
    group dropped), whole; None when none is left."""
    kept = [s for s in sentences(needs) if not search_wish(s) and not asks_nothing(s) and not stay_fact(s)]
    return " ".join(kept) or None


# a piece that leans on the one before it: it starts with a word pointing back (EN, ZH, KH)
_BACK = re.compile(
    r"^(she|he|they|it|this|that|these|those|then|there|her|his|their|its|which|who|so|and|but|or|otherwise)\b"
    r"|^(她|他|它|这|那|其|而且|但|否则|所以)"
    r"|^(គាត់|នាង|គេ|វា|នោះ|ហើយ|តែ|ដូច្នេះ)",
    re.IGNORECASE,
)


# a sentence that only asks for an answer to the one before it ("Please confirm and advise any cost before
# travel.": relay 66 req 15 made it an item of its own, a request without its subject): nothing but asking words
_ASKING_WORDS = frozenset(
    "please pls kindly confirm advise let us me know tell reply get back and any the cost costs price prices fee fees "
    "charge charges before travel trip arrival in advance if possible whether it can be done thanks thank you asap "
    "soon possible ok okay is there a with of so much very".split()
)
_ASKS_BACK_CJK = re.compile(
    r"^(?:请|麻烦|烦请)?(?:确认|告知|告诉我们|告诉我|回复|通知)(?:一下)?(?:并|和)?(?:告知|确认)?(?:费用|价格|是否可以|可不可以)?[，。！!]*(?:谢谢|多谢)?[。！!]*$"
    r"|^(?:谢谢|多谢)[。！!]*$"
    r"|^(?:សូម)?(?:បញ្ជាក់|ប្រាប់|ជូនដំណឹង|ឆ្លើយតប)(?:\s*(?:និង|ផង|តម្លៃ|ថ្លៃ|មកវិញ|ខ្ញុំ|យើង))*\s*[។!]*$"
    r"|^អរគុណ[។!]*$"
)


def _asks_back(text: str) -> bool:
    words = re.findall(r"[A-Za-z]+", text.lower())
    if words and not re.search(r"[\u1780-\u17ff\u3400-\u9fff]", text):
        return set(words) <= _ASKING_WORDS and bool(
            {"confirm", "advise", "know", "tell", "reply", "thanks", "thank"} & set(words)
        )
    return bool(_ASKS_BACK_CJK.match(text.strip()))


# a labelled list: "Rooms: A and B share a double;" (its items go on after each ";")
_LABELLED = re.compile(r"^[^\W\d_]{1,20}(?:\s[^\W\d_]{1,20})?\s*[:：](?!\d).+[;；]\s*$")  # a word, not a time


def follow_on(piece: str, before: str = "") -> bool:
    """``piece`` cannot stand alone as a request: it starts by pointing back at the one before it or only asks for
    its answer ("Please confirm and advise any cost."), or the one
    before is a labelled list going on after its ";" ("Rooms: Aroha and Jess share a double; Tane (15) has his
    own room." is one request: relay run 51 cut it in two)."""
    text = piece.strip().lstrip("-–—,:; ")
    return bool(_BACK.match(text) or (before and _asks_back(text))) or bool(_LABELLED.match(before.strip()))
