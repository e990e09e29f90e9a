"""The needs the offline model names by a label of its own (understand.py ``_SPECIAL_NEEDS``: "vegetarian",
"elderly travellers") said in the session's language: what it records and what it puts on a booking are read
back to the traveller on the summary and the booking card, so a Khmer or Chinese session never shows the English
label (held-out batch X: "特殊要求：elderly travellers, 老太太腿脚不好…"). The traveller's own words pass as said.
"""

from __future__ import annotations

from typing import Optional

LABELS: dict[str, dict[str, str]] = {
    "wheelchair": {"KH": "ត្រូវការរទេះរុញ", "ZH": "需要轮椅"},
    "limited mobility": {"KH": "ធ្វើដំណើរមិនសូវស្រួល", "ZH": "行动不便"},
    "vegetarian": {"KH": "ញ៉ាំបួស", "ZH": "素食"},
    "vegan": {"KH": "ញ៉ាំបួសសុទ្ធ គ្មានផលិតផលសត្វ", "ZH": "纯素（不含任何动物制品）"},
    "halal": {"KH": "អាហារហាឡាល់", "ZH": "清真饮食"},
    "food allergy": {"KH": "មានអាឡែហ្ស៊ីអាហារ", "ZH": "食物过敏"},
    "pregnant": {"KH": "មានស្ត្រីមានផ្ទៃពោះធ្វើដំណើរជាមួយ", "ZH": "有孕妇同行"},
    "elderly travellers": {"KH": "មានមនុស្សចាស់ធ្វើដំណើរជាមួយ", "ZH": "有老人同行"},
}


def needs_in_language(needs: Optional[str], lang: str) -> Optional[str]:
    """``needs`` (items joined by ", ") with each label in ``lang``'s words; the traveller's own words kept."""
    if not needs or lang not in ("KH", "ZH"):
        return needs
    return ", ".join(LABELS.get(item, {}).get(lang, item) for item in needs.split(", "))
