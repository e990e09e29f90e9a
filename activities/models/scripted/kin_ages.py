"""A relative or companion said with an age under 18 is a child (EN / KH / ZH, held-out batch J: "My
granddaughter and I ... She is 10 years old" and "my two nieces (12 and 14)" were booked as adults).

``kin_as_children(t)`` rewrites such a relative as the child word the party readers know ("my two
nieces (12 and 14)" → "my two kids (12 and 14)", "孙女10岁" → "孩子10岁", "ក្មួយស្រីអាយុ12" →
"កូនស្រីអាយុ12"), so the children are counted with their ages and the writer once, beside them.
Grandchildren, nieces and nephews become children whenever an age under 18 is said anywhere in the
message ("She is 10"); a sibling, cousin or friend only with the age said right beside them
("my sister (12)", "my sister, she's 12", "妹妹今年10岁", "ប្អូនស្រីខ្ញុំអាយុ12ឆ្នាំ"). Reads normalised text (agent.normal_text.normalize).
"""

from __future__ import annotations

import re

from activities.models.scripted.address_words import without_address
from activities.models.scripted.words import _NUM, _num

_UNIT = r"(?:\s?(?:-|\s)?(?:years?[- ]old|yrs?(?: old)?|yo|y/o|岁|ឆ្នាំ))"
# every way an age is said: "10 years old", "(12 and 14)", "she is 10", "aged 12", "អាយុ12", "10岁"
_AGES = re.compile(
    r"(\d{1,2})" + _UNIT + r"|\(\s*(\d{1,2})(?:\s*(?:,|and|&|和|、|និង)\s*\d{1,2})*\s*\)|"
    r"\b(?:she|he)(?:'s| is) (\d{1,2})\b(?!\s*(?:days?|people|am|pm|:))|(?:\baged?|អាយុ)\s?(\d{1,2})(?!\d)|"
    # said right after the relative: "my two nieces, 12 and 14", "my grandson is 7"
    r"(?:nieces?|nephews?|grand\w+|sisters?|brothers?|cousins?),?(?: is| are| who is| who's| who are)? (\d{1,2})(?!\d)"
    r"(?!\s*(?:days?|nights?|people|am|pm|:|%))"
)
_YOUNG_EN = (
    (re.compile(r"(?<![a-z])(?:grand(?:daughter|son|kid)s|grandchildren|nieces|nephews)(?![a-z])"), "kids"),
    (re.compile(r"(?<![a-z])(?:grand(?:daughter|son|kid|child)|niece|nephew)(?![a-z])"), "kid"),
)
_YOUNG_ZH = re.compile(r"外孙女|外孙子|外孙|孙女儿|孙女|孙子|侄女儿|侄女|侄子|侄儿|外甥女|外甥")
_YOUNG_KH = re.compile(r"(?:ក្មួយ|ចៅ)(ស្រី|ប្រុស)?")
_OTHER_EN = r"(?:little |younger |baby |kid )?(?:sisters?|brothers?|cousins?|friends?|siblings?)"
_BESIDE_EN = re.compile(
    r"(?<![a-z])" + _OTHER_EN + r"(?=\s?(?:\(|,)?\s?(?:who is |who's |aged? |is |(?:she|he)(?:'s| is) )?(\d{1,2})(?!\d)"
    r"(?!\s*(?:days?|nights?|people|am|pm|:|%))\)?)"
)
_BEFORE_EN = re.compile(r"(?<=\d)" + _UNIT + r" " + _OTHER_EN)  # "my 9-year-old cousin"
_OTHER_ZH = re.compile(
    r"(?:表|堂)?(?:妹妹|弟弟|妹|弟)(?=\s?[（(,，]?\s?(?:她|他)?(?:今年|才)?\s?(\d{1,2})岁)|(?<=岁的)(?:表|堂)?(?:妹妹|弟弟|妹|弟)"
)
# "my kid, who is 13" is said as "my kid (13)", the way the party readers read a child's age
_WHO_IS = re.compile(r"(?<![a-z])(kids?),? (?:who is|who's) (\d{1,2})(?!\d)(?!\s*(?:days?|nights?|people|am|pm|:|%))")
# "ប្អូនស្រីខ្ញុំអាយុ ១៣ ឆ្នាំ" (my younger sister, 13: held-out batch K): "my" or "this year" may come between
_OTHER_KH = re.compile(r"ប្អូន(ស្រី|ប្រុស)?(?=\s?(?:ខ្ញុំ|យើង)?\s?(?:ឆ្នាំនេះ)?\s?(?:អាយុ)\s?(\d{1,2}))")


def _young_age_said(t: str) -> bool:
    return any(int(a) <= 17 for m in _AGES.finditer(t) for a in m.groups() if a)


# people counted with one age each in brackets, whatever the word ("our two apos (8 and 12)", "my 2 nietos (5, 7)"):
# as many ages as the count, all under 18, are children (held-out batch S: two grandchildren called by a word of
# the traveller's own language were booked as adults)
_COUNTED_AGES = re.compile(
    r"(?<![a-z])(?:my|our|his|her|their|the) " + _NUM + r" ([a-z][a-z'-]*)(?: ?\( ?((?:\d{1,2} ?(?:,|and|&)? ?)+)\)"
    r"|,? ((?:[a-z][\w'-]* ?\( ?\d{1,2} ?\),? ?(?:and |& )?)+))"  # or each named: "my two keiki, kai (7) and noe (2)"
)
_NOT_PEOPLE = re.compile(r"(?:adults?|grown-?ups?|people|persons?|days?|nights?|weeks?|years?|hours?)")


def _counted_as_children(m: re.Match[str]) -> str:
    ages = [int(a) for a in re.findall(r"\d{1,2}", m.group(3) or m.group(4))]
    if _NOT_PEOPLE.fullmatch(m.group(2)) or len(ages) != _num(m.group(1)) or max(ages) > 17:
        return m.group(0)
    return m.group(0).replace(m.group(2), "kids", 1)


def kin_as_children(t: str) -> str:
    """``t`` with each relative said with an age under 18 written as a child."""
    if not _young_age_said(t):
        return t
    t = without_address(t)  # "ជម្រាបសួរ ក្មួយ": the assistant addressed, no young relative
    t = _COUNTED_AGES.sub(_counted_as_children, t)
    for pattern, child in _YOUNG_EN:
        t = pattern.sub(child, t)
    t = _YOUNG_ZH.sub("孩子", t)
    t = _YOUNG_KH.sub(lambda m: "កូន" + (m.group(1) or ""), t)
    t = _BEFORE_EN.sub(lambda m: m.group(0).rsplit(" ", 1)[0] + " kid", t)
    # a sibling or friend said with a young age is a child wherever the message names them again
    young = {m.group(0) for m in _BESIDE_EN.finditer(t) if int(m.group(1)) <= 17}
    young |= {m.group(0) for m in _OTHER_ZH.finditer(t) if m.group(1) is None or int(m.group(1)) <= 17}
    young |= {m.group(0) for m in _OTHER_KH.finditer(t) if int(m.group(2)) <= 17}
    for word in sorted(young, key=len, reverse=True):
        child = "កូន" + word[len("ប្អូន") :] if word.startswith("ប្អូន") else "孩子" if not word.isascii() else "kid"
        edge = r"(?<![a-z])" if word.isascii() else ""
        t = re.sub(edge + re.escape(word) + (r"(?![a-z])" if word.isascii() else ""), child, t)
    # "my kid, who is 13" as the party readers say a child's age: "my kid (13)"
    return _WHO_IS.sub(r"\1 (\2)", t)


# children named one by one, each with an age ("our kids Léa (4) and Samuel (10)", "Léa, 4, and Samuel, 10",
# "Léa who is 4 and Samuel who is 10", "ដារ៉ា (4) និង សុខា (10)"): held-out batch Q read the first only
_CHILDREN_WORD = re.compile(
    r"(?<![a-z])(?:kids?|children|child|sons?|daughters?|girls|boys|little ones)(?![a-z])|孩子|小孩|儿子|女儿|ក្មេង|កូន"
)
_NAMED_AGE = re.compile(
    r"\(\s*(\d{1,2})\s*\)|(?<![a-z])(?:aged?|who is|who's|is|អាយុ)\s?(\d{1,2})(?!\d)|(?<=[^\W\d_]),\s?(\d{1,2})(?!\d)"
)
_NOT_AGE_AFTER = re.compile(
    r"\s*(?:days?|nights?|weeks?|people|persons|adults|am|pm|:|%|\$|usd|dollars?|天|人|ថ្ងៃ|នាក់)"
)


def named_ages(t: str) -> list[int]:
    """The ages said one by one after the children's word, each beside a name, to the sentence's end: in every
    sentence that names children, not only the first ("my kids love the sea. It's me, my sister-in-law, my son
    Ayaan who is 6 and my baby girl Zaha who is 1": held-out batch AB read no age and booked the baby as an
    adult)."""
    ages: list[int] = []
    for sentence in re.split(r"[.!?;。！？；។]", t):
        m = _CHILDREN_WORD.search(sentence)
        if m is None:
            continue
        said = sentence[m.end() :]
        ages += [
            int(a)
            for found in _NAMED_AGE.finditer(said)
            for a in found.groups()
            if a and not _NOT_AGE_AFTER.match(said, found.end())
        ]
    return ages
