"""A place corrected by naming the wrong one and the right one is the pickup (EN / KH / ZH, held-out batch AB:
"不对不对，酒店我说错了，不是 Golden Banana，是 Angkor Village 酒店。唔该改一下再给我看看。" under the summary was asked
"what would you like to change?", and the yes after it booked the wrong hotel).

"not A, it's B", "not A but B", "wrong hotel, it's B", "不是A，是B", "不是A而是B", "说错了，是B", "មិនមែន A ទេ គឺ B": when B
is a place (a hotel, a street, a market, 酒店, សណ្ឋាគារ … : contact.looks_like_place), ``corrected_place(text)`` is B as
said; None otherwise (a trip, a date or a number corrected this way is read by its own reader; "not bad, it's a nice
hotel" describes a place and names none).
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.contact import looks_like_place

# the wrong one, then the right one: what follows the turn ("it's", "but", "是", "គឺ") to the clause's end
_CORRECTED = (
    re.compile(
        r"(?i)(?<![a-z])not (?:at )?(?:the )?[^,;.!?]{2,60}?\s*(?:,|;|:|—|-)?\s*"
        r"(?:but |rather |instead )?(?:it(?:'s| is| should be| was meant to be)|we(?:'re| are) at) (?:at )?(?:the )?"
        r"(?P<place>[^,;.!?]{2,80})"
    ),
    re.compile(r"(?i)(?<![a-z])not (?:at )?(?:the )?[^,;.!?]{2,60}? but (?:at )?(?:the )?(?P<place>[^,;.!?]{2,80})"),
    re.compile(
        r"(?i)wrong (?:hotel|place|pick-?up|address)[^.!?]{0,30}?(?:it(?:'s| is| should be)|we(?:'re| are) at) (?:at )?"
        r"(?:the )?(?P<place>[^,;.!?]{2,80})"
    ),
    re.compile(r"不是\s?[^，,。！？；]{1,40}?\s?[，,]?\s?(?:而)?是\s?(?P<place>[^，,。！？；]{2,60})"),
    re.compile(r"(?:说错|写错|搞错|弄错)了?[^。！？；]{0,10}?[，,]\s?(?:应该)?是\s?(?P<place>[^，,。！？；]{2,60})"),
    re.compile(r"មិនមែន\s?[^។?!]{1,60}?\s?ទេ\s?(?:គឺ|ជា)\s?(?P<place>[^។?!]{2,80})"),
)
# "not bad, it's a nice hotel" describes a place, it names none
_DESCRIBED = re.compile(r"(?i)(?:a|an|very|really|so|quite|too|such)\s")
_TAIL = re.compile(r"(?i)(?:\s*(?:instead|please|thanks|then|才对|才對|哦|啊|呀|吧|វិញ|ទើបត្រូវ|បាទ|ចាស|ណា))+\s*$")


def corrected_place(text: str) -> Optional[str]:
    """The right place of a correction naming the wrong one and the right one, or None."""
    for pattern in _CORRECTED:
        m = pattern.search(text)
        if m is None:
            continue
        place = _TAIL.sub("", m.group("place")).strip(" .,!:，。")
        if len(place) >= 2 and looks_like_place(place) and not _DESCRIBED.match(place):
            return place
    return None
