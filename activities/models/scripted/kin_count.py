"""The grown-ups of a family named one by one (EN / KH / ZH, held-out batch Y: "ចង់នាំប៉ាម៉ាក់ ប្រពន្ធ
និងកូនស្រីអាយុ ៥ ឆ្នាំ" (to take my parents, my wife and my 5-year-old daughter) was booked as 1 adult,
and "យាយចង់ទៅ ... ជាមួយបងស្រីយាយ អាយុ ៧១ ឆ្នាំ និងចៅស្រីអាយុ ១០ ឆ្នាំ" (grandma goes with grandma's
sister and a grand-niece of 10) without a second adult).

``named_adults(t)`` is the writer plus each grown relative in the list said after "with", "bringing",
"me, ...", "នាំ", "ជាមួយ", "ខ្ញុំនិង", "带", "我和", or in a list naming the writer among them ("my wife and
I"): a parents' word ("my parents", "ប៉ាម៉ាក់", "爸妈")
counts two, any other grown relative one; the children's words and the ages said beside anyone are
skipped; a relative's word written right after another names whose relative it is ("បងស្រីយាយ":
grandma's sister) and is not one more. Each relative is counted once however often they are named.
None when no grown relative is named in such a list. Reads normalised text with the young relatives
already written as children (kin_ages.kin_as_children).
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.words import _NUM

_PAIR = re.compile(
    r"(?:parents|in-laws|grandparents|mum and dad|mom and dad)(?![a-z])|"
    r"(?:ប៉ាម៉ាក់|ម៉ាក់ប៉ា|ឪពុកម្តាយ|ឪពុកម្ដាយ|ម្តាយឪពុក|ម្ដាយឪពុក|ពុកម៉ែ|ម៉ែឪ|ម៉ែពុក)(?:ក្មេក)?|"
    r"តាយាយ|យាយតា|ជីដូនជីតា|ជីតាជីដូន|"
    r"爸爸妈妈|爸妈|父母|爹妈|公婆|岳父母|爷爷奶奶|外公外婆|姥姥姥爷"
)
_ONE = re.compile(
    r"(?:wife|husband|partner|spouse|mother-in-law|father-in-law|mother|father|mum|mom|dad|sister|brother|"
    r"grandma|grandpa|grandmother|grandfather|granny|aunt|uncle|cousin|friend|fianc[ée]+|boyfriend|girlfriend)"
    r"(?![a-z])|"
    r"ប្រពន្ធ|ភរិយា|ប្តី|ប្ដី|ស្វាមី|ម្តាយ(?:ក្មេក)?|ម្ដាយ(?:ក្មេក)?|ឪពុក(?:ក្មេក)?|ម៉ាក់|ម៉ែ|ប៉ា|បងស្រី|បងប្រុស|"
    r"ប្អូនស្រី|ប្អូនប្រុស|(?:លោក)?យាយ|(?:លោក)?តា(?!ម)|ជីដូន|ជីតា|មីង|ពូ|អ៊ំ|មិត្តភក្តិ|សង្សារ|"
    r"太太|老婆|老公|先生|丈夫|妻子|爱人|老伴儿?|妈妈|爸爸|母亲|父亲|姐姐|哥哥|妹妹|弟弟|奶奶|爷爷|外婆|外公|"
    r"婆婆|公公|岳母|岳父|姥姥|姥爷|朋友|老妈|老爸|妈|爸|娘|爹"
)
# a child's word (with its count) and an age said beside anyone are read past, never counted here
_CHILD = re.compile(
    r"(?:" + _NUM + r" )?(?:little |young |baby )?(?:kids?|children|child|sons?|daughters?|boys?|girls?|bab(?:y|ies)|"
    r"toddlers?|teens?)(?![a-z])|កូន(?:ស្រី|ប្រុស)?(?:\s?\d{1,2}\s?នាក់)?|ក្មេង(?:\s?\d{1,2}\s?នាក់)?|"
    r"(?:\d{1,2}|[一两二三四五])?个?(?:孩子|小孩|儿子|女儿|宝宝)"
)
_AGE = re.compile(
    r"[(（]\s?[^)）]{0,20}[)）]|(?:aged? |who is |who's )?\d{1,2}(?:[- ]years?[- ]old|岁)?(?![\d:])|"
    r"(?:អាយុ)\s?\d{1,2}(?:\s?(?:និង|,)\s?\d{1,2})*\s?(?:ឆ្នាំ|ខួប)?"
)
_SEP = re.compile(r"(?:\s|,|，|、|និង|ហើយ|(?<![a-z])(?:and|&|plus|my|our)(?![a-z])|和|跟|还有|以及|我的)+")
# whose relative: "ប្រពន្ធខ្ញុំ" (my wife), "បងស្រីយាយ" (grandma's sister)
_OWNER = re.compile(r"ខ្ញុំ|យើង|គាត់|(?:លោក)?យាយ|(?:លោក)?តា(?!ម)")
# the writer named inside a list: "my wife and I", "me", "我"
_WRITER = re.compile(r"(?<![a-z])(?:i|me|myself)(?![a-z'])|我(?!的)")
# a list that starts with a relative of the writer's ("my wife and I with our two kids and my mother")
_MY_LIST = re.compile(r"(?<![a-z])(?:my|our) (?=[a-z])")
# the writer said first in a list of who comes, as "me, ..." is: "មានខ្ញុំ ប្រពន្ធ ម្តាយខ្ញុំ និងកូន ៣ នាក់" (there are me,
# my wife, my mother and 3 children: held-out batch AB booked 2 adults), "有我、老婆、我妈"
_LIST_START = re.compile(
    r"(?<![a-z])(?:with|bringing|bring|taking|take|me|myself)(?![a-z])|"
    r"នាំ|ជាមួយ(?:នឹង)?|ខ្ញុំ\s?និង|ខ្ញុំ(?=\s|,|、)|带着?|我(?:和|跟|同|与)|我(?=\s?[、，,])"
)


def _listed(t: str, start: int) -> tuple[dict[str, int], bool]:
    """Each grown relative in the list from ``start`` (their word: how many), and whether the writer is
    named in it ("my wife and I")."""
    counted: dict[str, int] = {}
    at, after_kin, writer = start, False, False
    while at < len(t):
        me = _WRITER.match(t, at)
        if me:
            at, after_kin, writer = me.end(), False, True
            continue
        sep = _SEP.match(t, at)
        if sep:
            at, after_kin = sep.end(), False
            continue
        if after_kin and (owner := _OWNER.match(t, at)):
            at = owner.end()  # whose relative, not one more
            continue
        kin = _PAIR.match(t, at) or _ONE.match(t, at)
        if kin:
            word = kin.group(0)
            counted[word] = 2 if _PAIR.fullmatch(word) else 1
            at, after_kin = kin.end(), True
            continue
        other = _CHILD.match(t, at) or _AGE.match(t, at)
        if not other or other.end() == at:
            break
        at, after_kin = other.end(), False
    return counted, writer


def named_adults(t: str) -> Optional[int]:
    """The writer and the grown relatives they name in a list of who comes, or None."""
    counted: dict[str, int] = {}
    for start in _LIST_START.finditer(t):
        counted |= _listed(t, start.end())[0]
    for start in _MY_LIST.finditer(t):  # "my wife and I ...": a list that names the writer too
        listed, writer = _listed(t, start.start())
        if writer:
            counted |= listed
    return 1 + sum(counted.values()) if counted else None
