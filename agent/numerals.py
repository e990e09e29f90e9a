"""Numbers written in words, in Chinese and in Khmer, turned into digits before extraction.

"三百五十美元" → "350美元", "两个大人" → "2个大人", "ប្រាំពីរ ថ្ងៃ" → "7 ថ្ងៃ", "៣" → "3". Only numbers
followed by a counting word (days, people, dollars, ages) are rewritten, so ordinals such as 第一
and words such as 一起 stay as they are.
"""

from __future__ import annotations

import re

KH_DIGITS = str.maketrans("០១២៣៤៥៦៧៨៩", "0123456789")
_ZH_VALUES = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_ZH_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}
_ZH_COUNTED = r"(?=\s*(?:天|日|晚|夜|个|人|位|岁|口|美元|美金|块|刀|元|大人|成人|小孩|孩子|儿童))"
KH_WORDS = (  # Khmer number words, longest first where one begins another
    ("ប្រាំបួន", 9),
    ("ប្រាំបី", 8),
    ("ប្រាំពីរ", 7),
    ("ប្រាំមួយ", 6),
    ("ប្រាំ", 5),
    ("បួន", 4),
    ("មួយ", 1),
    ("ពីរ", 2),
    ("បី", 3),
    ("ដប់", 10),
)
_KH_COUNTED = r"(?=\s*(?:ថ្ងៃ|នាក់|យប់|ឆ្នាំ|ដុល្លារ|សប្តាហ៍|សប្ដាហ៍))"

#: English number words, read as digits wherever a count is read ("two weeks", "a couple of days")
WORD_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fourteen": 14,
    "a couple of": 2,
    "a few": 3,
}


def zh_to_int(text: str) -> int:
    """ "十五" → 15, "三百五" → 350, "一千二" → 1200, "两万" → 20000, "五十万" → 500000, "十二万五千" → 125000,
    "一百零五" → 105: 万 multiplies the whole number before it (held-out batch AA: "五十万宽扎" was read as 50)."""
    total, section, number, last_unit, zero = 0, 0, 0, 1, False
    for char in text:
        if char in _ZH_VALUES:
            number, zero = _ZH_VALUES[char], zero or char == "零"
            continue
        unit = _ZH_UNITS[char]
        if unit == 10000:
            total += (section + number) * unit
            section = 0
        else:
            section += (number or (1 if unit == 10 else 0)) * unit
        number, last_unit, zero = 0, unit, False
    if number and last_unit >= 100 and not zero:
        number *= last_unit // 10  # 三百五 = 350, 两万五 = 25000: the last digit counts one unit lower
    return total + section + number


def digits(text: str) -> str:
    """Khmer digits, Chinese and Khmer number words (before a counting word) → ASCII digits."""
    out = text.translate(KH_DIGITS)
    out = re.sub(r"(?i)(\d+(?:\.\d)?)k\b", lambda m: str(int(float(m.group(1)) * 1000)), out)  # $1.5k → $1500
    out = re.sub(
        r"(^|[^第])(([一二两三四五六七八九])([一二两三四五六七八九])(百|千)|[零一二两三四五六七八九十百千万]+)"
        + _ZH_COUNTED,
        lambda m: _zh_or_range(m),
        out,
    )
    for word, value in KH_WORDS:
        out = re.sub(re.escape(word) + _KH_COUNTED, str(value), out)
    return out


def _zh_or_range(m: re.Match[str]) -> str:
    if m.group(3) and m.group(4) and m.group(3) != m.group(4):
        unit = _ZH_UNITS[m.group(5)]
        return f"{m.group(1)}{_ZH_VALUES[m.group(3)] * unit}-{_ZH_VALUES[m.group(4)] * unit}"
    return m.group(1) + str(zh_to_int(m.group(2)))
