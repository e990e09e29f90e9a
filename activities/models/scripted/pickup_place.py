"""A pickup place holds a place only: never the traveller's name or phone (issue 39).

"មកទទួលនៅសណ្ឋាគារសុខា ឈ្មោះ ដារា លេខ 012 345 678" was stored (and printed on the booking card)
as the whole tail of the message. ``place_only`` cuts the pickup where a name or contact cue, the
name itself, a phone-like run of digits or an e-mail begins, in any of the three languages.
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.numerals import KH_DIGITS

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


def place_only(pickup: Optional[str], name: Optional[str] = None, phone: Optional[str] = None) -> Optional[str]:
    """``pickup`` up to the first sign of a name, phone or e-mail; None when nothing of a place is left."""
    if not pickup:
        return pickup
    text = pickup.translate(KH_DIGITS)
    cuts = [len(text)]
    for pattern in (_CONTACT_CUES, _DIGITS_RUN, _EMAIL):
        found = pattern.search(text)
        if found:
            cuts.append(found.start())
    if name and len(name) >= 2:
        # the name with its cue, or a whole name of 2+ words ("Sokha Hotel" is not cut for a Sokha)
        cue = "" if len(name.split()) >= 2 else _NAME_WORD
        named = re.search(cue + re.escape(name), text, re.IGNORECASE)
        if named and named.start() > 0:
            cuts.append(named.start())
    if phone:
        tail = re.sub(r"\D", "", phone)[-6:]
        spaced = re.search(r"\s*".join(tail), text) if tail else None
        if spaced:
            cuts.append(spaced.start())
    kept = pickup[: min(cuts)].strip(" ,;:.，、。-—")
    return kept if len(kept) >= 2 else None
