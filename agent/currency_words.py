"""Currencies as a Khmer or Chinese traveller reads them: "新加坡元", "ដុល្លារសិង្ហបុរី", never the
Latin code "SGD" in the words of a KH / ZH session (relay run 7: "$265.33 (358.20 SGD)" in a Chinese
top-up notice). Every currency agent.budget knows has its names (tests/agent/test_currency_words.py). Pure."""

from __future__ import annotations

NAMES: dict[str, tuple[str, str]] = {  # code: (Khmer, Chinese)
    "USD": ("ដុល្លារអាមេរិក", "美元"),
    "KHR": ("រៀល", "瑞尔"),
    "CNY": ("យ័នចិន", "元人民币"),
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


# a currency's own sign, written before the figure as the chat page's cards write it (api/static/locale.js,
# Intl "narrowSymbol"): relay 26's payment notices said "26,680 PHP" beside "₱26,680" on every card.
# A sign shared with the dollar (S$, A$, HK$…) is left out: those keep their code after the figure.
SIGNS: dict[str, str] = {
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
}


def currency_name(code: str, language: str) -> str:
    """The currency's name in ``language`` (KH / ZH), or its code in English (and for an unknown code)."""
    names = NAMES.get(code.upper())
    if names is None or language not in ("KH", "ZH"):
        return code
    return names[0] if language == "KH" else names[1]
