"""Years said in Khmer that are no one's age (held-out batch AB: "ពីមុនធ្វើការនៅកាតា ៦ ឆ្នាំ" (worked six years in
Qatar) was read as a child of 6 beside the three children listed).

Khmer says an age and a length of time with the same word, "N ឆ្នាំ"; an age is said of someone: with អាយុ or ខួប
("អាយុ ១០ ឆ្នាំ"), or in a sentence that names a child or a young relative ("កូន ៣ នាក់ ១០ ឆ្នាំ ៧ ឆ្នាំ"). A bare
"N ឆ្នាំ" in a sentence that names no child is a time spent or gone by ("រស់នៅបារាំង ១០ ឆ្នាំ", "៥ ឆ្នាំមុន"), and
``without_years_spent(t)`` blanks it so no reader of ages reads it. Reads normalised text (digits ASCII).
"""

from __future__ import annotations

import re

_SENTENCE = re.compile(r"[^។!?！？\n]+")
_BARE_YEARS = re.compile(r"(?<![\d.,])\d{1,2}\s?ឆ្នាំ(?!\s?\d)")
# whoever an age is said of: a child, a baby, a grandchild or a young relative, or the words of an age
_SOMEONE_AGED = re.compile(r"កូន|ក្មេង|ចៅ|ទារក|ក្មួយ|ប្អូន|អាយុ|ខួប")


def without_years_spent(t: str) -> str:
    """``t`` with each bare Khmer "N ឆ្នាំ" of a sentence naming no child blanked (its place kept)."""
    if "ឆ្នាំ" not in t:
        return t
    return _SENTENCE.sub(
        lambda s: s.group(0) if _SOMEONE_AGED.search(s.group(0)) else _BARE_YEARS.sub(_spaces, s.group(0)), t
    )


def _spaces(m: re.Match[str]) -> str:
    return " " * len(m.group(0))
