"""Currencies as a Khmer or Chinese traveller reads them: "新加坡元", "ដុល្លារសិង្ហបុរី", never the
Latin code "SGD" in the words of a KH / ZH session (relay run 7: "$265.33 (358.20 SGD)" in a Chinese
top-up notice). Every currency agent.budget knows has its names (tests/agent/test_currency_words.py). Pure."""

from __future__ import annotations

from agent.world_currencies import WORLD

NAMES: dict[str, tuple[str, str]] = {  # code: (Khmer, Chinese)
    "USD": ("ដុល្លារអាមេរិក", "美元"),
    "KHR": ("រៀល", "瑞尔"),
    "CNY": ("យ័នចិន", "人民币"),
    "THB": ("បាតថៃ", "泰铢"),
    "VND": ("ដុងវៀតណាម", "越南盾"),
    "EUR": ("អឺរ៉ូ", "欧元"),
    "GBP": ("ផោនអង់គ្លេស", "英镑"),
    "JPY": ("យ៉េនជប៉ុន", "日元"),
    "SGD": ("ដុល្លារសិង្ហបុរី", "新加坡元"),
    "AUD": ("ដុល្លារអូស្ត្រាលី", "澳元"),
    "KRW": ("វ៉ុនកូរ៉េ", "韩元"),
    "INR": ("រូពីឥណ្ឌា", "印度卢比"),
    "CAD": ("ដុល្លារកាណាដា", "加元"),
    "TWD": ("ដុល្លារតៃវ៉ាន់", "新台币"),
    "HKD": ("ដុល្លារហុងកុង", "港币"),
    "NZD": ("ដុល្លារនូវែលសេឡង់", "新西兰元"),
    "MYR": ("រីងហ្គីតម៉ាឡេស៊ី", "马来西亚林吉特"),
    "BRL": ("រៀលប្រេស៊ីល", "巴西雷亚尔"),
    "NGN": ("ណៃរ៉ានីហ្សេរីយ៉ា", "尼日利亚奈拉"),
    "IDR": ("រូពីឥណ្ឌូណេស៊ី", "印尼盾"),
    "PHP": ("ប៉េសូហ្វីលីពីន", "菲律宾比索"),
    "LAK": ("គីបឡាវ", "老挝基普"),
    "MMK": ("ចាតមីយ៉ាន់ម៉ា", "缅甸元"),
    "MXN": ("ប៉េសូម៉ិកស៊ិក", "墨西哥比索"),
    "CHF": ("ហ្វ្រង់ស្វីស", "瑞士法郎"),
}
NAMES |= {code: (row.khmer, row.chinese) for code, row in WORLD.items()}


# A currency's own sign, the one way every text writes a figure in it: the cards (api/static/money.js
# holds this very table: tests/agent/test_money_signs.py), the notices and the prompt's money rules.
# Each sign names one currency: "$" is the US dollar's alone (relay 28: "$956.88 ($30,620.16)" for
# New Taiwan dollars), so the other dollars carry their country's letters (NT$, S$, A$, HK$…).
SIGNS: dict[str, str] = {
    "USD": "$",
    "TWD": "NT$",
    "SGD": "S$",
    "AUD": "A$",
    "HKD": "HK$",
    "CAD": "CA$",
    "NZD": "NZ$",
    "MXN": "MX$",
    "BRL": "R$",
    "PHP": "₱",
    "EUR": "€",
    "GBP": "£",
    "JPY": "¥",
    "KRW": "₩",
    "INR": "₹",
    "THB": "฿",
    "VND": "₫",
    "NGN": "₦",
    "LAK": "₭",
    "MYR": "RM",
    "IDR": "Rp",
    "MMK": "Ks",
    "CHF": "Fr.",
}
SIGNS |= {code: row.sign for code, row in WORLD.items()}
# riel and yuan are read with their sign after the figure, as they are written where they are spent
SIGNS_AFTER: dict[str, str] = {"KHR": "៛", "CNY": "元"}


def with_sign(figure: str, currency: str) -> str:
    """``figure`` (already grouped) with its currency's sign: "NT$30,620.16", "1,221,800៛", "2,306元"."""
    code = currency.upper()
    if code in SIGNS_AFTER:
        return figure + SIGNS_AFTER[code]
    return SIGNS[code] + figure if code in SIGNS else f"{figure} {code}"


def money_text(value: float, currency: str) -> str:
    """An amount as every card and text writes it: grouped, cents only when there are some, its sign."""
    figure = f"{value:,.0f}" if value == int(value) else f"{value:,.2f}"
    return with_sign(figure, currency)


def currency_name(code: str, language: str) -> str:
    """The currency's name in ``language`` (KH / ZH), or its code in English (and for an unknown code)."""
    names = NAMES.get(code.upper())
    if names is None or language not in ("KH", "ZH"):
        return code
    return names[0] if language == "KH" else names[1]
