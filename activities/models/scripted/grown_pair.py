"""Two grown-ups named beside the children are the group's two adults (EN / KH / ZH, held-out batch W: "ចង់នាំយាយ
និងចៅពីរនាក់" (the writer takes grandma and their two grandchildren) and "តា យាយ និងចៅពីរនាក់" were booked as the
two grandchildren alone): the writer with a partner, a grandparent or a parent ("grandma and I", "me and my mum",
"ខ្ញុំ និងយាយ", "ចង់នាំយាយ" (the writer takes grandma), "我和老伴"), or the two grandparents said together
("grandpa and grandma", "តា យាយ", "ជីដូនជីតា", "爷爷奶奶", "老两口"), when nobody else grown-up is named beside them.

``grown_pair(t)`` reads normalised text (agent.normal_text.normalize), the children already said as children.
"""

from __future__ import annotations

import re

from activities.models.scripted.companions import other_adult_named
from activities.models.scripted.extract import OTHER_COMPANIONS

_EN_ONE = (
    r"(?:wife|husband|partner|spouse|grandma|grandpa|granny|grandad|granddad|grandmother|grandfather|nana|"
    r"mum|mom|mother|dad|father)"
)
_EN_GRAND = r"grand(?:ma|pa|mother|father|ad|dad)|granny|nana"
_KH_ONE = r"(?:ប្រពន្ធ|ភរិយា|ប្តី|ប្ដី|ស្វាមី|(?:លោក)?យាយ|(?:លោក)?តា(?!ម)|ជីដូន|ជីតា|ម្តាយ|ម្ដាយ|ម៉ាក់|ឪពុក)"
_ZH_ONE = r"(?:老伴儿?|老婆|老公|太太|先生|丈夫|妻子|爱人|奶奶|爷爷|外婆|外公|姥姥|姥爷|妈妈?|爸爸?|母亲|父亲)"
_PAIRS = (
    re.compile(r"(?<![a-z])(?:me|myself|i) (?:and|&|with) (?:my |our )?" + _EN_ONE + r"(?![a-z])"),
    re.compile(r"(?<![a-z])(?:my |our )?" + _EN_ONE + r" (?:and|&) (?:me|myself|i)(?![a-z])"),
    re.compile(r"(?<![a-z])(?:" + _EN_GRAND + r") (?:and|&) (?:" + _EN_GRAND + r")(?![a-z])"),
    re.compile(r"ខ្ញុំ\s?(?:និង|ជាមួយ(?:នឹង)?)\s?" + _KH_ONE),
    re.compile(r"ខ្ញុំ[\s,、]+" + _KH_ONE + r"\s?(?:និង|ជាមួយ)"),  # "ខ្ញុំ ប្តី និងកូនពីរនាក់": me, my husband and …
    re.compile(r"នាំ\s?" + _KH_ONE),  # "(ខ្ញុំ)ចង់នាំយាយ": the writer takes grandma along
    re.compile(
        r"(?<!្)(?:លោក)?តា\s?(?:និង\s?)?(?:លោក)?យាយ|(?:លោក)?យាយ\s?(?:និង\s?)?(?:លោក)?តា(?!ម)|"
        r"ជីដូន\s?(?:និង\s?)?ជីតា|ជីតា\s?(?:និង\s?)?ជីដូន"
    ),
    re.compile(r"我(?:和|跟|与|同|带着?)(?:我的?)?" + _ZH_ONE),
    re.compile(r"爷爷奶奶|奶奶爷爷|外公外婆|外婆外公|姥姥姥爷|姥爷姥姥|老(?:2|两|俩)口|(?:2|两|俩)口子|老夫妻"),
)


def grown_pair(t: str) -> bool:
    """``t`` names two grown-ups travelling (the writer and one more, or two grandparents) and no other."""
    for pattern in _PAIRS:
        m = pattern.search(t)
        if m:
            rest = t[: m.start()] + " " + t[m.end() :]
            return not (OTHER_COMPANIONS.search(rest) or other_adult_named(rest))
    return False
