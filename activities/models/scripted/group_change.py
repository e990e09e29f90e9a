"""Someone joins or leaves a booked group (issue 39), in EN / KH / ZH: "our friend joins, we'll be
3", "my mother-in-law can't come, only the two of us now", "សុំដកគាត់ចេញ នៅសល់តែ ២នាក់",
"我爸不去了，只剩两个人".

``new_group_size(text, current)`` is the group size the message asks for, or None when it does not
change the group. A number said as what is left or what the group now is wins ("only 2 of us",
"នៅសល់ ២នាក់", "变成3个人"); otherwise someone joining adds one and someone leaving takes one away.
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.address_words import without_address
from activities.models.scripted.party import extract_party
from activities.models.scripted.words import _NUM, _num
from agent.normal_text import normalize

_COUNT = r"(\d{1,2})\s?(?:people|persons|travell?ers|adults|of us|pax|个人|人|位|នាក់)?"
# "only 2 of us", "we're down to 2", "now we are 3", "剩两个人", "变成3个人", "នៅសល់តែ ... ២នាក់"
_NOW = re.compile(
    r"\b(?:only|just|now|instead|down to|we(?:'ll| will|'re| are) (?:now |be |only |just )*)\s?(?:the )?"
    + _COUNT
    # "so it's 3 of us now, not 4", "3 people instead" (held-out batch M: the shrink was not heard)
    + r"|\b"
    + _NUM
    + r" (?:of us|people|persons|travell?ers|adults) (?:now|instead|then)\b"
    + r"|(?:只剩下?|剩下?|只有|变成|改成|一共|就)\s?(?:我们)?\s?"
    + _COUNT
    + r"|(?:នៅសល់|នៅតែ|សល់តែ|សល់)[^0-9។]{0,30}?(\d{1,2})\s?នាក់"
)
# someone of the group named by relation, not by name (a leaver or who stays)
_ELDERS = (
    r"(?:老太太|老爷子|老人家?|我娘|我妈|老妈|老娘|我爸|老爸|奶奶|爷爷|姥姥|姥爷|外婆|外公|婆婆|公公|岳母|岳父|丈母娘)"
)
_ELDERS_EN = r"(?:grandma|granny|gran|nana|nan|grandpa|grandad|granddad|mum|mom|mother|dad|father)(?:-in-law)?"
_LEAVES = re.compile(
    r"\b(?:can(?:'t|not)|won't|will not|isn't|is not|couldn't|unable to) (?:come|make it|travel|join|go)\b|"
    r"\b(?:drops? out|dropping out|pulls? out|backs? out|leaves the (?:trip|booking|group))\b|"
    r"\bremove (?:one|a|him|her|them|my \w+|our \w+)\b|\bone (?:less|fewer) (?:person|traveller|traveler|adult)\b|"
    r"不去了|去不了|来不了|不能去|不能来|少一个人|少一位|去掉一个人|减一个人|退出|"
    r"ដក[^។]{0,20}ចេញ|មិនអាចទៅ|មិនទៅទេ|មិនបានទៅ|ថយម្នាក់|តិចម្នាក់|"
    # a leaver named by who they are ("把老太太去掉吧", "remove grandma", "យាយទៅមិនបាន"), never "we can't make
    # it then" ("ពួកខ្ញុំទៅមិនរួចទេ", a move: R-W's neakloeung and stungtreng took one off)
    r"把[^。？！?!，,]{1,8}(?:去掉|删掉|删除|减掉|拿掉|去除|除掉)|(?:去掉|删掉|减掉|拿掉)"
    + _ELDERS
    + "|"
    + _ELDERS
    + r"[^。？！?!，,]{0,6}去不成|(?:យាយ|តា|ម្តាយ|ម្ដាយ|ម៉ាក់|ឪពុក|ប៉ា)(?:ខ្ញុំ)?\s?ទៅមិន(?:បាន|រួច)|"
    r"\b(?:remove|drop|take) (?:my |our )?" + _ELDERS_EN + r"\b|\btake (?:my |our )?\w+(?:-in-law)? off\b"
)
_KIN = (
    r"(?:niece|nephew|son|daughter|kid|child|friend|sister|brother|mother|father|mum|mom|dad|cousin|grandson|"
    r"granddaughter|grandchild|aunt|uncle|colleague|partner|wife|husband|boyfriend|girlfriend)"
)
_JOINS = re.compile(
    r"\badd (?:my|our) (?:little )?" + _KIN + r"\b|\b(?:niece|nephew|son|daughter|kid|child)\b.{0,20}\b(?:joins?|"
    r"joining|is coming|comes|will come|wants to come)\b|加(?:一个|一位|1个|1位|个|上)\d{0,2}岁?的?(?:孩子|小孩|儿童|人|朋友)|"
    r"មកជាមួយ|ទៅតាម|"
    r"\b(?:friend|colleague|partner|sister|brother|mother|father|cousin|someone|another person)\b[^.?!]{0,60}"
    r"\b(?:joins?|joining|is coming|comes|will come|wants to come)\b|"
    r"\b(?:one|another|a|1) more (?:person|people|traveller|traveler|adult|guest)\b|"
    r"\badd (?:a|one|another) (?:person|traveller|traveler|adult|guest)\b|"
    # "he's 29. can you add him to the same trip?" (held-out batch O): him / her added to the booking
    r"\badd (?:him|her)\b(?! (?:name|number|phone))|\b(?:can|could|may) (?:he|she) (?:come|join)\b|"
    r"多一个人|加一个人|再加一人|多一位|也要来|也来|朋友要来|"
    # "能再加一个大人吗", "她也想一起来" (held-out batch P: an adult of 68 joining was not heard)
    r"(?:加|添|多)(?:一|1)?(?:个|位|名)(?:大人|成人|成年人|老人)|也想(?:一起|跟着)?(?:来|去)|也要一起|"
    r"បន្ថែមមនុស្សធំ|មនុស្សធំ\s?(?:1|មួយ)\s?នាក់ទៀត|"
    r"ម្នាក់ទៀត|មកដែរ|ចូលរួមដែរ|បន្ថែមម្នាក់|"
    # someone named, then "too" / "also" / "也" / "ដែរ" / "ផង" (held-out batch I: "让她女儿也跟我们去，11岁")
    r"\b(?:my|our|her|his|their) (?:little |\w+'s )?"
    + _KIN
    + r"s?\b[^.?!]{0,40}\b(?:too\b(?=\s*(?:[.,!?;:)]|$|please\b))|also|as well|along)\b|"  # (never "not too many")
    r"\b(?:also|too)\b[^.?!]{0,20}\b(?:bring|take|add|join)\b|"
    r"(?:女儿|儿子|孩子|小孩|侄女|侄子|外甥女|外甥|外孙女?|孙子|孙女|朋友|姐姐?|妹妹?|哥哥?|弟弟?|妈妈?|爸爸?|同事|表妹|表弟|表姐|表哥)"
    r"[^。？！?!]{0,12}也(?:要|想|跟|和|一起|去|来|带)|跟我们一起去|加上(?:她|他|一个)|"
    # a person added by pronoun ("可以加她一个吗", "把她加进去", "把他也加上"; held-out batch S read them as add-ons)
    r"加(?:上)?(?:她|他)(?:们)?(?:一个|一位|1个|1位|进去|进来)?(?=吗|吧|呢|[，,。？?！!]|$)|"
    r"把(?:她|他)(?:们)?也?加(?:进去|进来|上|入)|"
    r"也说要(?:一起|跟着)?(?:去|来)|"
    # "把6岁的女儿带上" (bring the daughter along; held-out batch L)
    r"把[^。？！?!]{0,10}(?:女儿|儿子|孩子|小孩|侄女|侄子|孙子|孙女)[^。？！?!]{0,3}带上|"
    r"(?:កូន|ក្មួយ|មិត្ត|បង|ប្អូន|ម្តាយ|ម្ដាយ|ឪពុក|ចៅ)[^។?]{0,40}(?:ទៅ|មក|តាម)\s?(?:ដែរ|ផង|ជាមួយ)"
)


_AGE = re.compile(
    r"(\d{1,2})\s?(?:-|\s)?(?:years?[- ]old|yrs?|yo|岁|ឆ្នាំ)|\((\d{1,2})\)|\b(?:she|he)(?:'s| is) (\d{1,2})\b|\baged? (\d{1,2})\b"
)


def joining_children(text: str) -> list[int]:
    """The ages of the children a message adds to the group ("add my niece (9)", "加一个9岁的孩子",
    "ក្មួយស្រីអាយុ៩ឆ្នាំ មកជាមួយ"): each joins at a child's price, not as an adult."""
    t = normalize(text)
    if not _JOINS.search(t) or _LEAVES.search(t):
        return []
    return [int(a) for m in _AGE.finditer(t) for a in m.groups() if a and int(a) <= 17]


def new_group_size(text: str, current: int) -> Optional[int]:
    """The group size after the change ``text`` asks for, or None when the group stays."""
    t = normalize(text)
    said = _NOW.search(t)
    if said and (
        _LEAVES.search(t)
        or _JOINS.search(t)
        or re.search(r"\b(?:of us|people|persons|travell?ers)\b|人|នាក់", said.group(0))
    ):
        staying = _staying_total(t)
        number = staying or next(_num(g) for g in said.groups() if g)
        if not staying and re.search(
            r"ខ្ញុំ\s?និង\s?(?:កូន|ក្មួយ|ចៅ)|\bme and (?:the |my |our )?(?:\d{1,2} )?(?:kids|children)|我和\d?个?孩子",
            said.group(0),
        ):  # "នៅសល់តែខ្ញុំ និងកូន២នាក់": me and the 2 kids
            number += 1
        return number if 0 < number != current else None
    if current and _LEAVES.search(t):
        return current - 1 if current > 1 else None
    if current and _JOINS.search(t):
        return current + 1
    return None


_CHILD_WORD = re.compile(
    r"\b(?:son|daughter|kid|child|boy|girl|niece|nephew|grandson|granddaughter|grandchild)\b|"
    r"儿子|女儿|孩子|小孩|儿童|侄子|侄女|外甥|孙子|孙女|កូន|ក្មួយ|ចៅ"
)


# who stays, said beside the leaver ("only me and the two kids left", "就剩我和两个孩子", "នៅសល់តែខ្ញុំ និងកូនពីរនាក់"):
# the children named there stay (held-out batch R: "我老公…去不了了…就剩我和两个孩子" asked which child leaves)
_STAYING = re.compile(
    r"(?:\b(?:so |that )?(?:it(?:'ll| will)? (?:just |only )?be|leaving|only|just) (?:me|us|myself|my \w+|the \w+)\b"
    r"[^.?!;]*|\b(?:me|us) and (?:the|my|our) [^.?!;]*\b(?:left|remaining|staying)\b[^.?!;]*)"
    r"|(?:只|就)?剩(?:下)?[^。？！?!；;]*|(?:就|只有)(?:我|我们)和[^。？！?!；;]*"
    r"|(?:នៅ)?សល់(?:តែ)?[^។?!]*"
)


def _staying_total(t: str) -> Optional[int]:
    """Who stays, said as adults and children ("剩下我们两口子和俩孩子", "just me, my wife and the two kids"):
    their sum, never the pair's number alone (held-out batch X: the couple's 2 was read as the group left)."""
    staying = _STAYING.search(t)
    party = extract_party(staying.group(0)) if staying else None
    return party.adults + party.children if party and party.adults and party.children else None


def leaving_children(text: str, on_booking: list[int]) -> Optional[list[int]]:
    """The ages of the booked children a message takes off ("my son (8) can't come", "儿子（8岁）不去了",
    "កូនប្រុសខ្ញុំ (៨ឆ្នាំ) ទៅមិនបានទេ ... សុំដកគាត់ចេញ"): each age said that is a booked child's, or the
    only booked child when a child is named without an age. [] when no child leaves; None when a child
    leaves but which one is not said (several children, no age: ask, never guess)."""
    t = _STAYING.sub(" ", without_address(normalize(text)))  # "ក្មួយ ..." addresses the assistant (batch Y)
    if not on_booking or not _LEAVES.search(t):
        return []
    kids, named, said = list(on_booking), [], False
    for m in _AGE.finditer(t):
        for age in (int(a) for a in m.groups() if a and int(a) <= 17):
            said = True
            if age in kids:
                kids.remove(age)
                named.append(age)
    if named or said:  # an age no booked child has: asked, never another child taken off
        return named or None
    if not _CHILD_WORD.search(t):
        return []
    return list(on_booking) if len(on_booking) == 1 else None
