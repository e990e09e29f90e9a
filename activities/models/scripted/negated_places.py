"""A place or activity said with a refusal is a constraint, never a wish (held-out batch 11):
"កុំឡើងភ្នំច្រើន" (don't climb mountains much), "不要爬山", "we don't want mountains", "no hiking".

``split_negated(text)`` gives the text with each refused phrase blanked (so no environment or mood
is read from it) and the refused phrases themselves, which the traveller's needs keep. Only a
refusal that names a kind of place or an effortful activity counts: "don't mind the mountains",
"not sure" or "不要太贵" are left alone. Pure functions.
"""

from __future__ import annotations

import re

# what a refusal must name to be a constraint on the trip (environment words and effortful activities)
_PLACE = re.compile(
    r"(?i)\b(?:mountains?|hills?|highlands?|beach(?:es)?|sea|islands?|jungle|forest|temples?|city|cities|"
    r"climb\w*|hik\w*|trek\w*|stairs?|steps|walk\w*)\b"
    r"|山|海|岛|森林|丛林|寺|庙|城市|爬|徒步|楼梯|台阶"
    r"|ភ្នំ(?!ពេញ)|ឆ្នេរ|សមុទ្រ|កោះ|ព្រៃ|ប្រាសាទ|វត្ត|ទីក្រុង|ឡើង|ជណ្[តដ]ើរ|ដើរ"
)
_REFUSAL = re.compile(
    r"(?i)\b(?:don'?t|do not|doesn'?t|does not|won'?t|wouldn'?t|would rather not|rather not|no|not|never|without|"
    r"avoid(?:ing)?|nothing with|can'?t|cannot|hate)\b(?! (?:mind|sure|matter|problem|worries|wait))[^,.;!?]{0,40}"
    r"|(?:不要|不想|不去|不爬|别去|别爬|别|不喜欢|不用|避开|避免|少爬|爬不了|爬不动|不能爬)[^，。；！？,.;!?\s]{0,10}"
    r"|(?:កុំ|មិនចង់|មិនទៅ|មិនឡើង|មិនសូវចង់|ជៀសវាង|មិនអាចឡើង|ឡើងមិនរួច)[^\s,.;!?។៕]{0,24}"
)
_CLAUSE_END = re.compile(r"(?i)\s+(?:but|and|so|just|only)\s+.*$")


def split_negated(text: str) -> tuple[str, list[str]]:
    """``text`` without its refused places / activities, and those refusals as said."""
    kept: list[str] = []
    out = text
    for found in _REFUSAL.finditer(text):
        phrase = _CLAUSE_END.sub("", found.group(0)).strip()
        if not _PLACE.search(phrase):
            continue
        out = out.replace(phrase, " " * len(phrase), 1)
        if phrase not in kept:
            kept.append(phrase)
    return out, kept
