"""Who travels: adults, children and their ages, and the group size (EN / KH / ZH).

``extract_party(text)`` returns a :class:`Party` with what the message says; people_count is the
stated group size, or adults + children when both are known, or the adults when no child is
mentioned at all ("2 adults").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Optional

from activities.models.scripted.budget_words import _strip_budget
from activities.models.scripted.child_ages_said import ages_with_units
from activities.models.scripted.companions import speaker_only_adult, speaker_plus
from activities.models.scripted.extract import OTHER_COMPANIONS, extract_people
from activities.models.scripted.group_total import adults_total
from activities.models.scripted.grown_count import grown_count
from activities.models.scripted.grown_pair import grown_pair
from activities.models.scripted.kin_ages import kin_as_children, named_ages
from activities.models.scripted.kin_count import named_adults
from activities.models.scripted.months_old import in_years
from activities.models.scripted.twins import each_age, same_age, twins_as_children
from activities.models.scripted.words import _NUM, _num
from activities.models.scripted.years_said import without_years_spent
from agent.normal_text import normalize
from agent.numerals import zh_to_int

_ADULT = r"(?:adults?|grown-?ups?|grownups|大人|成人|មនុស្សពេញវ័យ|មនុស្សធំ)"
_CHILD = (
    r"(?:kids?|children|child|sons?|daughters?|girls|boys|little ones|toddlers?|babies|baby|teens?|teenagers?|"
    r"孩子|小孩|儿童|小朋友|儿子|女儿|ក្មេង|កូនប្រុស|កូនស្រី|កូន)"
)
_CHILD_WORDS = re.compile(
    r"(?<![a-z])(?:kids?|children|child|sons?|daughters?|girls|boys|toddlers?|bab(?:y|ies)|teens?|"
    r"teenagers?)(?![a-z])|孩子|小孩|儿童|小朋友|儿子|女儿|ក្មេង|កូន"
)
_AGE = re.compile(r"(\d{1,2})\s?(?:-|\s)?(?:years?[- ]old|year[- ]olds?|yrs?(?: old)?|yo|y/o|岁|ឆ្នាំ)")
_NOT_AN_AGE = r"(?!\d|\s*(?:days?|nights?|weeks?|people|ppl|persons?|adults?|天|晚|人|ថ្ងៃ|យប់|នាក់))"  # "aged 7, 3 days"
# the list's unit is the list's own ("អាយុ2 និង8ឆ្នាំ", "aged 6 and 12 years"): left behind, it read the
# number before the list as one more age (held-out batch T: "កូន2 អាយុ2 និង8ឆ្នាំ" gave [2, 8, 2])
_AGES_LIST = re.compile(
    r"(?:aged?|ages|age|អាយុ|年龄)\s*:?\s*((?:\d{1,2}" + _NOT_AN_AGE + r"\s*(?:,|and|&|和|、|និង|/)?\s*)+)"
    r"(?:(?:years?[- ]old|years?|yrs?(?: old)?|yo|y/o|岁|ឆ្នាំ|ខួប)(?![a-z]))?"
)
_PAIR_ADULTS = (
    "me and my wife",
    "me and my husband",
    "me and my partner",
    "my wife and i",
    "my husband and i",
    "my partner and i",
    "the two of us",
    "both of us",
    "my wife and me",
    "my husband and me",
    "with my wife",
    "with my husband",
    "with my partner",
    "我和我老婆",
    "我跟我老婆",
    "我跟我老公",
    "我和老婆",
    "我和老公",
    "我跟老婆",
    "我跟老公",
    "我跟太太",
    "我跟先生",
    "我和男朋友",
    "我和媳妇",
    "我跟媳妇",
    "我和爱人",
    "我跟爱人",
    "我和女朋友",
    "我跟男朋友",
    "我跟女朋友",
    "ខ្ញុំ និងសង្សារ",
    "ខ្ញុំនិងសង្សារ",
    "ខ្ញុំ និងប្រពន្ធ",
    "ខ្ញុំ និងប្តី",
    "我和我老公",
    "我和太太",
    "我和先生",
    "夫妻",
    "我们夫妻",
    "ប្តីប្រពន្ធ",
    "ខ្ញុំនិងប្រពន្ធ",
    "ខ្ញុំនិងប្តី",
    "ខ្ញុំ ប្តីខ្ញុំ",
    "我、老公",
    "我、老婆",
    "我、先生",
    "我、太太",
    "我、丈夫",
    "我、妻子",
    "ខ្ញុំ ប្រពន្ធខ្ញុំ",
    "me, my wife",
    "me, my husband",
    "me, my partner",
)
# the only adult of a group with children ("I'm taking my three kids away on my own")
_SOLO_ADULT = ("on my own", "just me", "by myself", "only adult", "me as the adult", "single dad", "single mum")
# a baby of an age, said as an age the list readers know (held-out batch B; twins: twins.py)
# ages said right after the children ("two kids of 8 and 11", "our kids 8 and 11", "kids aged 8, 11") or of a
# child as he / she ("my daughter, she's 15"): held-out batch E counted those children as adults
_LIST_AFTER_CHILD = re.compile(
    r"(?:kids?|children|child|sons?|daughters?|boys?|girls?|teens?|bab(?:y|ies))\s*(?:of|who are|are|aged|,|:|\(|-)?\s*"
    r"(?:(?:who|they|kids|children)(?:'re| are)\s*|aged?\s*)?"  # "our three kids (they are 2, 5 and 8)" (batch O)
    r"(?:(?:both|all|each)(?: of them)?(?:'re| are| aged?)?\s*)?"  # "two kids, both 6" (batch V)
    r"((?:\d{1,2}" + _NOT_AN_AGE + r"\s*(?:,|and|&)?\s*)+)"
)
# ages joined into one run that names its unit once or each time ("8 and 13 years old", "8yo & 13yo",
# "១ និង ១ ឆ្នាំ", "8岁、13岁"): each number of the run is an age (held-out batch F)
_UNIT = r"\s?(?:-|\s)?(?:years?[- ]old|yrs?(?: old)?|yo|y/o|岁|ឆ្នាំ)"
_AGE_RUN = re.compile(r"(?<![\d.:/-])((?:\d{1,2}(?:" + _UNIT + r")?\s*(?:,|and|&|和|、|跟|និង)\s*)+\d{1,2})" + _UNIT)
_PRONOUN_AGE = re.compile(r"\b(?:she|he)(?:'s| is) (\d{1,2})\b(?!\s*(?:days?|people|am|pm|:))")
# "both of us" / "the two of us" with a child is the whole group of two, not two adults
_PAIR_TOTAL = re.compile(r"for (?:the two|both) of us")
_IS_AGE = re.compile(r"(?:son|daughter|kid|child|boy|girl) is (\d{1,2})\b")
_BABY_AGE = re.compile(r"bab(?:y|ies) (?:who (?:just )?turned |who is |aged? |of )(\d{1,2})")


@dataclass
class Party:
    people_count: Optional[int] = None
    adults: Optional[int] = None
    children: Optional[int] = None
    children_ages: list[int] = field(default_factory=list)


def _count_before(t: str, noun: str) -> Optional[int]:
    m = re.search(_NUM + r"\s?(?:个|位|名)?\s?(?:young |little |small )?" + noun, t)
    if m:
        return _num(m.group(1))
    # ក្មេង ២ នាក់ / 孩子2个; never "孩子1个4岁1个9岁" (one of them, 4, the other 9: each said by its age)
    m = re.search(noun + r"\s?(\d{1,2})\s?(?:នាក់|个|位)(?!人|\s?\d{1,2}\s?岁)", t)
    if m:
        return int(m.group(1))
    # Khmer counts after the noun, its classifier often left out: "មនុស្សធំ2 កូន2 អាយុ2 និង8ឆ្នាំ" (batch T),
    # "in total" between them: "មនុស្សធំសរុប ៣ នាក់" (batch Y)
    m = re.search(r"(?:" + _KH_NOUNS + r")\s?(?:សរុប\s?)?(\d{1,2})(?!\d|\s?(?:ឆ្នាំ|ខួប|ថ្ងៃ|យប់|ខែ))", t)
    if m and re.search(noun, m.group(0)):
        return int(m.group(1))
    return None


_KH_NOUNS = r"មនុស្សពេញវ័យ|មនុស្សធំ|កូនប្រុស|កូនស្រី|កូន|ក្មេង"


_TAKEN = "\x01"  # where an age list was read


def _blank(m: re.Match[str]) -> str:
    """A reading taken out of the text, its place kept (no later reading reads it again)."""
    return "\x00" * len(m.group(0))


def _ages(t: str) -> list[int]:
    """Every age said of the children, grown-up ones too ("my 2 boys (19 and 17)": [19, 17])."""
    t = _BABY_AGE.sub(r"\1 years old", t)
    named = named_ages(t)  # "our kids Léa (4) and Samuel (10)": a name before each age (held-out batch Q)
    ages: list[int] = []
    for listed in _AGES_LIST.finditer(t):  # "Léa aged 4 and Samuel aged 10": each "aged" of the list
        ages += [int(a) for a in re.findall(r"\d{1,2}", listed.group(1))]
    t = _AGES_LIST.sub(_TAKEN, t)
    for run in _AGE_RUN.finditer(t):
        ages += [int(a) for a in re.findall(r"\d{1,2}", run.group(1))]
    t = _AGE_RUN.sub(_TAKEN, t)
    # each age read once, where it is said: one with its unit or its child ("the baby 2 years old", "son is 8")
    # and the bare ones listed after the children's word ("our three children, 15, 6 and the baby who is 2":
    # held-out batch W read the baby's age alone and booked the family as 5 adults)
    said = [(m.start(), int(m.group(1))) for pattern in (_AGE, _IS_AGE) for m in pattern.finditer(t)]
    bare = _IS_AGE.sub(_blank, _AGE.sub(_blank, t))
    after_child = [
        (m.start(), int(a))
        for m in _LIST_AFTER_CHILD.finditer(bare)
        if not bare.startswith(_TAKEN, m.end())  # "children 2 aged 2 and 8": the count before the ages
        for a in re.findall(r"\d{1,2}", m.group(1))
    ]
    # "our kids 8 and 11. the 8 year old loves animals": "the" child of an age already listed is that child again
    said = [(at, a) for at, a in said if not (t[max(0, at - 4) : at] == "the " and a in {b for _, b in after_child})]
    ages += [a for _, a in sorted(said + after_child, key=lambda found: found[0])]
    if not ages:
        ages = [int(a) for a in _PRONOUN_AGE.findall(t)]
    if len(named) > len(ages):  # each child's age, whichever way each is said
        ages = named
    m = re.search(r"\(((?:\d{1,2}\s*(?:,|and|&|和|និង)?\s*)+)\)", t)  # "our three kids (15, 12 and 6)"
    if m and not ages:
        ages = [int(a) for a in re.findall(r"\d{1,2}", m.group(1))]
    return [a for a in ages if 0 <= a <= 99]


# the size of the family or group said as one number ("family of five", "一家五口", "五口人", "គ្រួសារ ៥ នាក់")
_FAMILY_SIZE = re.compile(
    r"(?:family|group|party) of " + _NUM + r"|(?<!老)(\d)\s?口(?!子)|គ្រួសារ(?:យើង|ខ្ញុំ)?\s?(?:មាន)?\s?(\d{1,2})\s?នាក់"
)
# "俩孩子" (two children), "仨孩子" (three): the count said in one word before whom it counts
_ZH_PAIR_COUNT = re.compile(r"([俩仨])(?=个?(?:孩子|小孩|娃|儿子|女儿|闺女|孙子|孙女|大人))")


def extract_party(text: str) -> Party:
    # "the youngest, 2": an age said beside one child (batch W); "ធ្វើការនៅកាតា ៦ ឆ្នាំ": six years, no age (batch AB)
    t = without_years_spent(ages_with_units(in_years(_strip_budget(normalize(text)))))  # months: AD
    t = _ZH_PAIR_COUNT.sub(lambda m: "2个" if m.group(1) == "俩" else "3个", t)
    t = kin_as_children(t)  # "my two nieces (12 and 14)" are children (batch J)
    t, twins = twins_as_children(t)  # "一对双胞胎儿子" are two sons (held-out batch V)
    # who the writer talks it over with is not the group ("我跟媳妇再商量商量", "ពិភាក្សាជាមួយប្តីសិន")
    t = re.sub(
        r"(?:check|talk|discuss|speak|confirm) with (?:my|our) \w+|ask (?:my|our) \w+|"
        r"(?:跟|和|与)[^，,。？?！!\s]{1,4}?(?:再)?(?:商量|讨论|聊聊|说说|问问)|(?:ពិភាក្សា|សួរ)(?:ជាមួយ)?\s?(?:ប្តី|ប្ដី|ប្រពន្ធ)",
        " ",
        t,
    )
    party = Party()
    party.adults = _count_before(t, _ADULT)
    if party.adults is None:  # "we are 4 women": the adults; a child one of them brings is one more (batch AA)
        party.adults = grown_count(t)
    counted_adults = party.adults is not None
    has_child = bool(_CHILD_WORDS.search(t)) or any(int(a) <= 17 for a in _AGE.findall(t))
    said = _PAIR_TOTAL.sub(" ", t) if has_child else t
    pairs = [p for p in _PAIR_ADULTS if p in said]
    if party.adults is None and pairs and not OTHER_COMPANIONS.search(t):
        party.adults = 2
    if party.adults is None and has_child and grown_pair(t):  # "ចង់នាំយាយ និងចៅពីរនាក់", "爷爷奶奶" (batch W)
        party.adults = 2
    if party.adults is None and has_child and (any(p in t for p in _SOLO_ADULT) or speaker_only_adult(t)):
        party.adults = 1
    named = named_adults(t) if has_child and not counted_adults else None
    if named is not None and (party.adults is None or named > party.adults):  # "ចង់នាំប៉ាម៉ាក់ ប្រពន្ធ និងកូនស្រី" (batch Y)
        party.adults = named
    party.children = _count_before(t, _CHILD)
    one_by_one = party.children is None
    if one_by_one:  # each child said one by one: "my son (16) and my baby girl (1)" are two
        party.children = len(_ONE_CHILD.findall(t)) or None
    split = _BIG_SMALL.search(t)  # "一大一小", "两大一小", "2大1小": adults and children (held-out batch M)
    if split:
        party.adults, party.children = _zh_count(split.group(1)), _zh_count(split.group(2))
        has_child = has_child or party.children > 0
    if has_child:
        listed = _ages(t)
        party.children_ages = [a for a in listed if a <= 17]  # anyone under 18 is a child, their age kept
        if (one_by_one or twins) and party.children is not None and len(party.children_ages) > party.children:
            party.children = len(party.children_ages)  # "our daughter (2) and son (13)": one "our" for both (batch U)
        if party.children is None and party.children_ages:
            party.children = len(party.children_ages)
        party.children_ages = each_age(party.children_ages, party.children, twins or same_age(t))
        listed = party.children_ages + [a for a in listed if a > 17]
        grown = len(listed) - len(party.children_ages)
        if party.children is not None:  # only ages said of the children ("婆婆（68岁）" is no child)
            grown = min(grown, party.children - len(party.children_ages))
            if counted_adults and len(listed) < party.children:
                grown = 0  # "他65岁…就是三个大人两个孩子": an age of one of the adults counted (held-out batch Q)
        # "our son (35) is coming too, so 3 adults": the grown son is one of the adults said in total (batch Y)
        in_total = counted_adults and adults_total(t)
        _grown_children(party, grown, bool(_WHOLE_PAIR.search(t)) or in_total)
    _adult_companions(party, t)
    stated = None if (party.adults is not None and has_child) else _stated_total(t)
    family = _FAMILY_SIZE.search(t)
    if family:
        stated = _num(next(g for g in family.groups() if g))
    if stated is not None:
        party.people_count = stated
        if party.children is not None and party.adults is None and stated > party.children:
            party.adults = stated - party.children
        # the family's size said with its members listed ("一家五口 我和媳妇 我娘 还有俩孩子", "family of five:
        # me, my wife, my mum and two kids"): the adults are the size less the children, never the pair named
        # first (held-out batch X booked 5 adults); a number of adults said stands
        if family and not counted_adults and party.children and stated > party.children:
            party.adults = stated - party.children
    elif party.adults is not None and party.children is not None:
        party.people_count = party.adults + party.children
    elif party.adults is not None and not has_child:
        party.people_count = party.adults
    return party


def restated_group(text: str, group: Optional[int], held_ages: list[int]) -> Optional[dict[str, object]]:
    """The group a message restates in adults and children ("make it one adult with the two children",
    "改成我一个大人带两个孩子", "ខ្ញុំម្នាក់ជាមួយកូនពីរនាក់"): it replaces the group, the adults from the words
    (or what is left once someone leaves, ``group``), the children kept with their held ages when their
    count is unchanged (held-out batch J: a mother dropping out was booked as 3 adults); None otherwise."""
    party = extract_party(text)
    adults = party.adults
    if adults is None and party.children and group is not None and group > party.children:
        adults = group - party.children
    if adults is None or not party.children:
        return None
    ages = party.children_ages if len(party.children_ages) == party.children else None
    if ages is None and len(held_ages) == party.children:
        ages = held_ages
    if ages is None:
        return {"people_count": adults + party.children}
    return {"adults": adults, "children_ages": ages}


_WHOLE_PAIR = re.compile(r"(?:the two|both) of us")
_ONE_CHILD = re.compile(
    r"(?<![a-z])(?:a|one|our|my) (?:little |baby |teenage |young )?(?:kid|child|son|daughter|toddler|baby|"
    r"teen(?:ager)?|boy|girl)(?![a-z])|一个孩子"
)


_ZH_COUNT = r"(\d{1,2}|[一两二三四五六七八九十])"
_BIG_SMALL = re.compile(_ZH_COUNT + r"\s?个?大(?:人)?\s?" + _ZH_COUNT + r"\s?个?小(?:孩|朋友)?")
# companions said to be grown ("my two grown-up daughters", "three of my players, all adults")
_GROWN = re.compile(r"(?<![a-z])(?:grown-?ups?|adults?)(?![a-z])|成年|大人|ធំហើយ|មនុស្សពេញវ័យ")


def _adult_companions(party: Party, t: str) -> None:
    """The writer plus counted grown companions are all adults (held-out batch M: "travelling with my
    two grown-up daughters" was booked as the 2 daughters, the writer left out)."""
    plus = speaker_plus(t)
    if plus is None or party.children_ages or not _GROWN.search(t):
        return
    if party.children and not re.search(r"(?:grown-?up|adult) (?:sons?|daughters?|kids|children)", t):
        return
    party.adults, party.children, party.people_count = plus, None, plus


def _zh_count(word: str) -> int:
    return int(word) if word.isdigit() else zh_to_int(word)


def _grown_children(party: Party, grown: int, counted_already: bool) -> None:
    """A son or daughter of 18 or more ("sons of 19 and 17", "my daughter Aoife, she's 29") is an adult,
    counted once: "the two of us" or "so 3 adults" already counts them (held-out batch H: both were booked
    as 3 adults)."""
    if grown <= 0 or party.children is None:
        return
    party.children = max(0, party.children - grown)
    if party.adults is not None and not counted_already:
        party.adults += grown


def _stated_total(t: str) -> Optional[int]:
    """The group size when the message does not split it into adults and children."""
    if _CHILD_WORDS.search(t) and not re.search(r"(?:people|persons|of us|travell?ers|pax|人|口|នាក់)", t):
        return None
    cleaned = re.sub(_NUM + r"\s?(?:个|位|名)?\s?(?:young |little |small )?" + _CHILD, " ", t)
    cleaned = re.sub(_CHILD + r"\s?\d{1,2}\s?(?:នាក់|个|位)", " ", cleaned)
    return extract_people(cleaned)
