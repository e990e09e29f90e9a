"""A pickup place holds a place only: never the traveller's name or phone (issue 39).

"មកទទួលនៅសណ្ឋាគារសុខា ឈ្មោះ ដារា លេខ 012 345 678" was stored (and printed on the booking card)
as the whole tail of the message. ``place_only`` cuts the pickup where a name or contact cue, the
name itself, a phone-like run of digits or an e-mail begins, in any of the three languages.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Optional

from activities.models.scripted.contact import looks_like_place
from agent.dates import extract_dates
from agent.numerals import KH_DIGITS

# Where contact details begin inside a pickup: cue words that only ever introduce them, a run of
# 8+ digits (a phone: house and street numbers are shorter), an e-mail.
_CONTACT_CUES = re.compile(
    r"(?i)(?:(?:and\s+)?(?:my|our)\s+(?:full\s+)?(?:name|phone|number|mobile|email)\b|\bname\s*(?:is|:)|"
    r"\bphone\b|\btel\b|\bmobile\b|\be-?mail\b|我叫|我的名字|电话|手机|邮箱|联系人|"
    r"ខ្ញុំឈ្មោះ|ឈ្មោះខ្ញុំ|លេខទូរស័ព្ទ|ទូរស័ព្ទ|អ៊ីមែល|លេខ\s*(?=\+?\d(?:[\s().-]*\d){7}))"
)
_DIGITS_RUN = re.compile(r"\+?\d(?:[\s().-]*\d){7,}")
_EMAIL = re.compile(r"\S+@\S+")
# A word for "name" right before the traveller's own name ("… ឈ្មោះ ដារា"; "សណ្ឋាគារឈ្មោះសុខា" is
# "a hotel called Sokha" and stays).
_NAME_WORD = r"(?:(?i:name)|姓名|名字|ឈ្មោះ)\s*[:：]?\s*"


def _contact_spans(text: str, name: Optional[str], phone: Optional[str]) -> list[tuple[int, int]]:
    spans = [m.span() for pattern in (_DIGITS_RUN, _EMAIL) for m in pattern.finditer(text)]
    spans += [(m.start(), m.start()) for m in _CONTACT_CUES.finditer(text)]  # a cue: what follows is contact
    if name and len(name) >= 2:
        # the name with its cue, or a whole name of 2+ words ("Sokha Hotel" is not cut for a Sokha)
        cue = f"(?:{_NAME_WORD})?" if len(name.split()) >= 2 else _NAME_WORD
        spans += [m.span() for m in re.finditer(cue + re.escape(name), text, re.IGNORECASE)]
    if phone:
        tail = re.sub(r"\D", "", phone)[-6:]
        spans += [m.span() for m in re.finditer(r"\s*".join(tail), text)] if tail else []
    return sorted(spans)


# the old place said beside the new one ("Palace Gate Hotel, not The Plantation", "X instead of Y")
_NOT_THE_OLD = re.compile(r"(?i)[,;]?\s*\b(?:not|instead of|rather than)\b.*$|\s*(?:而不是|不是|不要).*$|\s*មិនមែន.*$")


def place_only(pickup: Optional[str], name: Optional[str] = None, phone: Optional[str] = None) -> Optional[str]:
    """The part of ``pickup`` that is a place: the pieces between the name, the phone, an e-mail and
    contact words, without a piece that is only a date; the first piece naming a place (hotel,
    street, សណ្ឋាគារ, 酒店…) wins. None when nothing of a place is left."""
    if not pickup:
        return pickup
    text = pickup.translate(KH_DIGITS)
    pieces, at, cut = [], 0, False
    for start, end in _contact_spans(text, name, phone):
        if start > at and not cut:
            pieces.append(pickup[at:start])
        if start == end:  # a contact cue: the rest up to the next number or name is contact too
            cut = True
            continue
        at, cut = max(at, end), False
    if not cut:
        pieces.append(pickup[at:])
    kept = [p.strip(" ,;:.，、。-—") for p in pieces]
    kept = [p for p in kept if len(p) >= 2 and not (extract_dates(p, date(2000, 1, 1)) and not looks_like_place(p))]
    placed = [p for p in kept if looks_like_place(p)]
    chosen = placed or kept
    return (_NOT_THE_OLD.sub("", chosen[0]).strip(" ,;:.，、。-—") or chosen[0]) if chosen else None


# a relative's or friend's home named by who lives there, without an address ("住在金边儿子家", "staying at
# my son's place", "ស្នាក់នៅផ្ទះកូនប្រុស"): said in passing, it tells where they stay, not where to pick
# them up; the pickup is asked (held-out batch O: "金边儿子家" was booked as the pickup)
_KIN_EN = (
    r"(?:son|daughter|friend|sister|brother|cousin|aunt|uncle|parents|mum|mom|dad|relatives?|family|kids|children)"
)
_HOME_ONLY = re.compile(
    r"(?i)^(?:(?:at|in|with)\s+)?(?:[a-z ]{0,15}\s)?(?:my|our|a)\s+(?:\w+\s)?" + _KIN_EN + r"(?:'s|s'|’s)?\s*"
    r"(?:house|home|place|flat)?$|"
    r"^[^\d]{0,4}?(?:我|我们)?(?:的)?(?:儿子|女儿|朋友|亲戚|妹妹|姐姐|哥哥|弟弟|父母|爸妈|老乡|孩子|家人)(?:的)?家(?:里)?$|"
    r"^ផ្ទះ\s?(?:កូន|មិត្ត|បង|ប្អូន|សាច់ញាតិ|ឪពុកម្តាយ|ម្តាយ|ឪពុក)[^\d]{0,12}$"
)


def home_of_kin(pickup: str) -> bool:
    """``pickup`` is only someone's home named by who they are, with no street, number or building."""
    return _HOME_ONLY.search(pickup.strip(" .,!。，")) is not None


# where the travellers live, said in passing ("我们一家三口住在悉尼", "ស្នាក់នៅ Bavet"): a bare town after a word for
# living / staying, no hotel, street or landmark in it, is their home or town, not where to collect them; the
# pickup is asked (held-out batch U: "悉尼" was booked as the pickup of a trip from Phnom Penh)
_LIVES_IN = re.compile(r"(?:我们|我)?住在|ស្នាក់នៅ|រស់នៅ")
_BARE_TOWN = re.compile(r"[\u4e00-\u9fff]{1,6}|[\u1780-\u17ff]{1,12}|(?:[A-Za-z][\w'-]*\s?){1,3}")


def home_town(text: str, pickup: str) -> bool:
    """``pickup`` is only the town named after a word for where they live or stay, with no place word."""
    said = _LIVES_IN.search(text)
    return (
        said is not None
        and text[said.end() :].lstrip().startswith(pickup)
        and not looks_like_place(pickup)
        and _BARE_TOWN.fullmatch(pickup.strip()) is not None
    )
