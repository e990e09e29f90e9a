"""The writer's group counted by what its members are (EN / KH / ZH, held-out batch AA: "ពួកខ្ញុំជាស្រីៗ ៤ នាក់ …
ម្នាក់នាំកូនស្រីអាយុ ១០ ឆ្នាំមកជាមួយ" (we are 4 women … one brings her daughter of 10) was booked as 3 adults and the
girl, then as 5 adults).

``grown_count(t)`` is the number in "we are 4 women", "we're three bridal make-up artists", "ពួកខ្ញុំជាស្រីៗ ៤ នាក់",
"我们是四个女的", "我们四个同事": a count of grown people, so the adults; a child one of them brings is one more,
never one of the count. A count of people as such ("we are 4", "we are 4 people", "ពួកខ្ញុំមាន ៤ នាក់", "我们四个人"),
of a family, of couples or of siblings is no count of adults (None): the children may be in it. Reads normalised
text (agent.normal_text.normalize: digits as ASCII, lower case).
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.words import _NUM, _num

# nouns that count everyone, or pairs, or may count the children: never the adults alone
_NOT_GROWN = (
    r"people|persons?|of us|pax|travell?ers?|guests?|tourists?|families|family|couples?|generations?|siblings?|"
    r"brothers?|sisters?|kids?|children|child|sons?|daughters?|girls?|boys?|bab(?:y|ies)|toddlers?|teens?|"
    r"teenagers?|students?|pupils?|members?|in (?:our|the) group|days?|nights?|weeks?"
)
_EN = re.compile(
    r"(?<![a-z])(?:we are|we're|we re|there are)\s+(?:all\s+)?" + _NUM + r"\s+((?:[a-z-]+\s+){0,3}?[a-z-]+)(?![a-z])"
)
_EN_NOT_GROWN = re.compile(r"(?<![a-z])(?:" + _NOT_GROWN + r")(?![a-z])")
# words after the number that name no one ("we are 4 and our kids", "we're 3 from Lyon")
_LINKS = frozenset(
    "and with plus in from at of to for or but so now here there going coming travelling traveling altogether "
    "total all including incl this next".split()
)
_KH_WE = r"(?:ពួកខ្ញុំ|យើងខ្ញុំ|ពួកយើង|យើង)"
# "ពួកខ្ញុំជាស្រីៗ 4 នាក់": "are" and what they are, then the count of persons
_KH = re.compile(_KH_WE + r"\s?ជា\s?([^\d។?!,]{1,40}?)\s?(\d{1,2})\s?នាក់")
_KH_NOT_GROWN = r"គ្រួសារ|កូន|ក្មេង|បងប្អូន|ប្អូន|សិស្ស|ចៅ|ប្តីប្រពន្ធ|ប្ដីប្រពន្ធ|មនុស្ស|អ្នកដំណើរ"
_ZH = re.compile(r"我们\s?(?:是|都是)?\s?(\d{1,2})\s?个\s?([\u4e00-\u9fff]{1,4}?)(?=[，,。.、！!？?\s]|$|[带和跟还])")
_ZH_NOT_GROWN = r"人|家|孩|娃|儿|女儿|儿子|姐妹|兄弟|姐弟|兄妹|学生|小|夫妻|对|家庭|天|晚"


def grown_count(t: str) -> Optional[int]:
    """How many adults the writer's group is, when it is counted by what its members are; else None."""
    m = _EN.search(t)
    if m and m.group(2).split()[0] not in _LINKS and not _EN_NOT_GROWN.search(m.group(2)):
        return _num(m.group(1))
    m = _KH.search(t)
    if m and not re.search(_KH_NOT_GROWN, m.group(1)):
        return int(m.group(2))
    m = _ZH.search(t)
    if m and not re.match(_ZH_NOT_GROWN, m.group(2)):
        return int(m.group(1))
    return None
