"""A message's answer read clause by clause (EN / KH / ZH): a need beside the answer is no answer, and an order to take
what is shown, with only neutral clauses beside it, is the yes.

- **A need is no no.** A negation whose object is a need, food, a diet, health or a preference ("不要放糖", "孩子不吃辣",
  "不要太辣", "no sugar in mum's food", "no nuts", "សូមកុំដាក់ស្ករច្រើន", "មិនញ៉ាំសាច់"), a statement of no problem or
  no worry ("我妈没问题", "不用担心", "ម្តាយខ្ញុំអត់មានបញ្ហាទេ", "ខ្ញុំមិនបារម្ភទេ", "no worries"), a health or diet
  condition ("我妈有糖尿病", "we're vegetarian") and "no discount code" refuse nothing: the message's answer is its
  other clauses' ("好的订吧，我妈有糖尿病，不要放糖" books; "不订了，孩子不吃辣" declines). Said alone, such a clause
  answers nothing (the quote stays open).
- **An order to take what is shown is the yes.** Clauses that each order or confirm what is on screen ("就按这个订",
  "就按刚才那个订", "确认", "是", "就要这个", "价格可以", "第3天就行", "go with that one", "book the one you showed"),
  beside only neutral clauses (a need, "没有折扣码", a restated choice the quote holds: "那还是4天吧"), agree to it.
  Orders to book ("订", "book") agree to a booking summary only; the others to any quote. A question is no order.

Whether the message answers a quote at all, and which, stays agent.consent's: only a quote the sender had seen; a yes
read here still answers the quote's own question (agent.consent_question) and orders no other change.
"""

from __future__ import annotations

import re
from typing import Callable, Optional

from agent.consent_guards import clauses
from agent.consent_plain import _TOKENS, _words, is_question, made_of

Heard = tuple[str, str]

_SUBJ_ZH = r"(?:我们|我|孩子们?|小孩|我妈|我爸|妈妈|爸爸|老人|老婆|老公|他们|她们|他|她|朋友|家人|大家)?"
_FOOD_ZH = (
    r"糖|甜|辣|咸|油|盐|味精|肉|猪肉|牛肉|鸡肉|鱼|海鲜|虾|蟹|花生|坚果|香菜|葱|蒜|姜|冰|奶|乳制品|蛋|鸡蛋|麸质|"
    r"荤|生的|冷的|烟|酒精"
)
_SUBJ_KH = r"(?:(?:ម្តាយ|ម្ដាយ|ឪពុក|កូន|ប្តី|ប្ដី|ប្រពន្ធ|មិត្ត)(?:ខ្ញុំ)?|ខ្ញុំ|យើង|គាត់|ពួកគាត់)?\s?"
_FOOD_KH = r"ស្ករ|ផ្អែម|ហឹរ|ម្ទេស|សាច់|ជ្រូក|គោ|ត្រី|បង្គា|ក្តាម|គ្រឿងសមុទ្រ|សណ្តែកដី|សណ្ដែកដី|ទឹកដោះគោ|ស៊ុត|ពង|ប្រៃ|អំបិល|ស្រា|ប៊ីចេង|ទឹកកក|ខ្លាញ់"
_FOOD_EN = (
    r"sugar|sweets?|spic(?:e|y)|chill?i(?:es)?|hot|salt|msg|oil|meat|pork|beef|chicken|fish|seafood|shellfish|"
    r"shrimps?|prawns?|crabs?|peanuts?|nuts?|dairy|milk|eggs?|gluten|alcohol|booze|onions?|garlic|coriander|cilantro|"
    r"ice|stairs|steps|long walks?|early (?:starts?|mornings?)"
)
_SUBJ_EN = r"(?:(?:my |our |the )?(?:mum|mom|mother|dad|father|kids?|children|son|daughter|wife|husband|friend|parents?)(?:'s)?|i|we|she|he|they)"
# a need, a diet, health, no problem, no worry, no discount code: each an alternative; the span it takes is removed
_NEUTRAL = re.compile(
    "|".join(
        (
            # ZH: "不要放糖", "孩子不吃辣", "不要太辣", "少放油", "我妈有糖尿病", "对花生过敏", "没问题", "不用担心"
            rf"(?:请|麻烦)?{_SUBJ_ZH}(?:不要|别|不|没|无|少|免|去|不能|不可以|不用|不想|不太)(?:要|放|加|吃|喝|用|能吃|碰|太|那么)*(?:{_FOOD_ZH})"
            r"[^，。；！？,.;!?\s]{0,6}",
            rf"{_SUBJ_ZH}(?:有|是|得了|患有|都)?(?:糖尿病|高血压|心脏病|哮喘|怀孕了?|晕车|晕船|素食者?|吃素|清真|对[^，。；！？\s]{{1,6}}过敏|过敏)(?:的|了)?",
            rf"{_SUBJ_ZH[:-1]}(?:身体)?(?:都)?(?:没有?问题|没事)(?:的|了|啊|哈|吧)*",  # a bare "没问题" agrees
            r"(?:我们?|大家|你)?(?:都)?(?:不(?:用|必)?担心|别担心)(?:的|了|啊|哈|吧)*",
            r"(?:我们?)?(?:没有?|不用|无)(?:什么)?(?:折扣码?|优惠码|优惠券|代金券|促销码|券码)(?:的|了|哈|吧)*",
            # KH: "សូមកុំដាក់ស្ករច្រើន", "មិនញ៉ាំសាច់", "ម្តាយខ្ញុំអត់មានបញ្ហាទេ", "ខ្ញុំមិនបារម្ភទេ"
            rf"(?:សូម)?{_SUBJ_KH}(?:កុំ|មិន|អត់|គ្មាន|ឥត)(?:សូវ)?(?:ដាក់|ញ៉ាំ|ហូប|ផឹក|បរិភោគ|ទទួលទាន|ចូលចិត្ត|ប្រើ|មាន|ឲ្យ|ឱ្យ)*"
            rf"\s?(?:{_FOOD_KH})(?:ច្រើន|ពេក|ទេ|ណា|អី|ទាល់តែសោះ|\s)*",
            rf"{_SUBJ_KH}(?:អត់|មិន|គ្មាន)(?:មាន)?បញ្ហា(?:អ្វី|អី)?(?:ទេ)?",
            rf"{_SUBJ_KH}(?:មិន|អត់|កុំ)(?:សូវ)?(?:បារម្ភ|ព្រួយ)(?:អ្វី|អី)?(?:ទេ)?",
            rf"{_SUBJ_KH}(?:មាន|ជា|កើត)?(?:ជំងឺ)?(?:ទឹកនោមផ្អែម|លើសឈាម|អាឡែកហ្ស៊ី|អាល្លែកហ្ស៊ី|ញ៉ាំបួស|បួស)",
            r"(?:អត់|គ្មាន|មិន)(?:មាន)?(?:កូដ|ប័ណ្ណ)(?:បញ្ចុះតម្លៃ)?(?:ទេ)?",
            # EN: from the need to its clause's end ("no sugar in mum's food please")
            rf"\b(?:please )?(?:no|not too|less|without|(?:{_SUBJ_EN} )?(?:don't|do not|doesn't|does not|can't|cannot|won't)"
            rf" (?:put|add|use|eat|drink|want|have|like|do)|don't give)(?: any| too much| much| the)? (?:{_FOOD_EN})\b[^,.;!?\n]*",
            rf"\b(?:{_SUBJ_EN} )?(?:is|are|am|has|have|'s|'re|'m) (?:a |an )?(?:diabetic|diabetes|vegetarian|vegan|halal|"
            r"pregnant|asthma|(?:very )?allergic to [^,.;!?\n]+|(?:no|any) (?:allerg(?:y|ies)|dietary [a-z]+))\b",
            rf"\b(?:no problem for (?:me|us|her|him|them)|{_SUBJ_EN} ?(?:is|are|am|'m|'re|'s) (?:fine|ok|okay) with "
            rf"(?:it|that|this|the food)|(?:{_SUBJ_EN} ?(?:is|are|am|'m|'re|'s) )?not (?:worried|concerned)"
            r"(?: about [^,.;!?\n]+)?)\b",
            r"\b(?:no|don't have a|we don't have a|i don't have a|without a?) ?(?:discount|promo|promotion|coupon|voucher)"
            r"(?: codes?)?\b",
        )
    ),
    re.IGNORECASE,
)


def without_needs(text: str) -> str:
    """``text`` with its neutral negations and statements taken out (see the module's doc), each left as a comma."""

    def gap(m: re.Match[str]) -> str:
        said = m.group()
        return " " if re.search(r"[\u1780-\u17ff]", said) else "，" if re.search(r"[\u3400-\u9fff]", said) else ", "

    rest = _NEUTRAL.sub(gap, text)
    return (
        text if rest == text else re.sub(r"^[\s,，.。;；]+|[\s,，]+$", "", re.sub(r"\s*([,，])[\s,，]*", r"\1", rest))
    )


# ----------------------------------------------------------------------------- an order to take what is shown

_NUM = r"\d{1,2}|[一两二三四五六七八九十]|[០-៩]{1,2}"
_EXTRA_ZH = (
    "按|照|刚才|刚刚|之前|上面|前面|说的|的|就是|要|那个|这个|这|那|就行|就好|可以了|价格可以|价钱可以|价格也可以|价格|"
    "都|也|还是|就|即可|没错|对|确认|确定|是"
)
_EXTRA = [re.compile(p) for p in _EXTRA_ZH.split("|")] + [re.compile(rf"第(?:{_NUM})天")]
_CONFIRM = re.compile(
    r"确认|确定|^是的?$|就要这个|要这个|价格(?:也)?可以|价钱可以|就行|就好|即可|没错|យល់ព្រម|យកមួយនេះ|យកមួយហ្នឹង|យកហ្នឹង"
)
_BOOK = re.compile(r"预订|预定|订|下单|定|កក់")
_EN_ORDER = re.compile(
    r"^(?:(?:ok(?:ay)?|yes|yeah|sure|fine|great|perfect|then|so|let's|let us|just|we'll|i'll|we will|i will|"
    r"please)\s+)*(?:(?P<book>book|reserve)|go with|take|confirm|choose|pick|we'll take|i'll take)\s+(?:that|this|the)"
    r"(?:\s+(?:one|option|trip|quote|price|deal))?(?:\s+(?:you|u)\s+(?:just\s+)?(?:showed|show(?:ed)? (?:me|us)|sent|"
    r"quoted|mentioned|offered)(?:\s+(?:me|us))?)?(?:\s+(?:please|then|thanks|thank you))*$",
    re.IGNORECASE,
)
_DAYS = re.compile(rf"(?:{_NUM})\s?(?:个)?(?:天|晚|ថ្ងៃ)|\b(\d{{1,2}}) (?:days?|nights?)\b", re.IGNORECASE)
_RESTATED = re.compile(
    rf"^(?:那|那就|所以)?(?:还是|就|就是)?\s?(?:{_NUM})\s?(?:个)?(?:天|晚)(?:吧|的|就好|就行|好了|了)?$"
    rf"|^(?:នៅតែ|អញ្ចឹង|ចឹង)?\s?(?:{_NUM})\s?ថ្ងៃ(?:ទៅ|ចុះ)?$"
    r"|^(?:so |then |ok |still )*\d{1,2} days?(?: (?:then|it is|is fine|is good|please))?$",
    re.IGNORECASE,
)
_CN_NUM = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}


def _count(clause: str) -> Optional[int]:
    m = re.search(rf"({_NUM})", clause)
    if m is None:
        return None
    n = m.group(1)
    return _CN_NUM.get(n) or int(n.translate(str.maketrans("០១២៣៤៥៦៧៨៩", "0123456789")))


def _order(clause: str, kind: str) -> bool:
    """The clause orders or confirms what is on screen (booking orders: a booking summary only)."""
    t = _words(clause)
    if not t or "?" in t or "？" in t:
        return False
    en = _EN_ORDER.match(t)
    if en is not None:
        return kind == "booking" or en.group("book") is None
    if not made_of(t, [*_TOKENS, *_EXTRA]):
        return False
    return bool(_CONFIRM.search(t)) or (kind == "booking" and bool(_BOOK.search(t)))


def _neutral(clause: str, days: Optional[int]) -> bool:
    """A restated choice the quote holds ("那还是4天吧", "第3天"), or nothing but politeness."""
    t = _words(clause)
    if not t:
        return True
    if re.fullmatch(rf"第(?:{_NUM})天(?:吧|的)?", t):
        return True
    if _RESTATED.match(t):
        return days is None or _count(t) == days
    return made_of(t, [*_TOKENS, *_EXTRA]) and not _BOOK.search(t) and not _CONFIRM.search(t)


def orders_what_is_shown(text: str, kind: str, days: Optional[int] = None) -> bool:
    """Every clause orders or confirms what is shown or is neutral, and one orders (see the module's doc)."""
    if not text.strip() or "?" in text or "？" in text:
        return False
    parts = [p for p in clauses(text) if _words(p)]
    ordered = [p for p in parts if _order(p, kind)]
    return bool(ordered) and all(p in ordered or _neutral(p, days) for p in parts)


def by_clauses(
    text: str,
    kind: str,
    answer: str,
    said: str,
    heard_in: Callable[[str], Heard],
    reads: Callable[[], bool],
    days: Optional[int] = None,
) -> Heard:
    """(the answer, the words it is read from) once read clause by clause: the answer of the clauses beside the needs,
    and the yes of an order to take what is shown. ``heard_in``: the answer words are read to; ``days``: the length
    the quote gives the trip, when it gives one. ``reads`` (the workflow's patch) is asked only when the message holds
    a neutral clause or an order that is not yet the yes, and before ``heard_in`` reads anything new: a session
    recorded before the patch asks its older patches at the same points as when it was recorded."""
    rest = without_needs(text)
    shown = orders_what_is_shown(rest, kind, days) and not is_question(text, lambda _: True)
    if (rest == text and not (shown and answer == "unclear")) or not reads():
        return answer, said
    found: Heard = (answer, said)
    if rest != text and _words(rest):
        found = heard_in(rest)  # "好的订吧，我妈有糖尿病，不要放糖": the yes beside the need
    elif rest != text and answer == "no":
        found = ("unclear", text)  # "不要放糖" alone: a need, no answer to the quote
    if found[0] == "unclear" and shown:
        found = ("yes", rest)  # "那还是4天吧 没有折扣码 就按刚才那个订 确认"
    return found if found[0] != answer else (answer, said)
