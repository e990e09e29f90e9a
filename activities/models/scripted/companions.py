"""The one who writes travels too (EN / KH / ZH): "myself and my two sisters" are three, "me and
my son" one adult and a child, "ខ្ញុំម្នាក់ និងកូន២នាក់" one adult and two children, "我们是四个好朋友"
four (held-out batch D).

``speaker_plus(t)`` is the group size when the writer names themself beside a counted group of
companions; ``speaker_only_adult(t)`` says the writer is the one adult of a group with children
(no partner, friend or relative named beside them). Both read normalised text (agent.normal_text.normalize).
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.words import _NUM, _num
from agent.numerals import zh_to_int

_ZH_DIGITS = "两二三四五六七八九十"

_ME = r"(?:me|myself|i)"
_MY = r"(?:my |our )?"
_ZH_NUM = r"(\d+|[两二三四五六七八九十])"
# "一个温州老乡", "两个同事", "三位朋友": a counted kind of companion, a place word or two before it allowed
_ZH_WHO = r"(?:个|位|名)[^，。,！？\d]{0,4}?(?:朋友|同事|老乡|姐妹|兄弟|同学|闺蜜|驴友|伙伴|队友|学生|孩子|小孩|亲戚)"
_WHO = (
    r"(?:sisters|brothers|siblings|friends|mates|buddies|pals|colleagues|coworkers|co-workers|cousins|"
    r"classmates|girlfriends|boyfriends|kids|children|sons|daughters|grandchildren|teammates|team-mates|others|"
    r"players|students|staff|workmates|neighbours|neighbors|nieces|nephews|grandsons|granddaughters)"
)
_ADJ = r"(?:[\w-]+ )?"  # "two best friends", "three little kids", "two grown-up daughters"
_COUNTED = _NUM + r" (?:of )?" + _ADJ + _WHO  # "three of my players" (held-out batch M)
_SPEAKER_PLUS = (
    re.compile(r"(?<![a-z])" + _ME + r"(?: ?,| and| &| plus| with) " + _MY + _COUNTED + r"(?![a-z])"),
    re.compile(r"(?<![a-z])" + _MY + _COUNTED + r" (?:and|&) (?:me|myself|i)(?![a-z])"),
    re.compile(r"(?<![a-z])(?:i'?m|i am|i'll be|i will be) (?:travell?ing |going |coming )?with " + _MY + _COUNTED),
    # "I'm a rugby coach, here in Phnom Penh with three of my players" (held-out batch M)
    re.compile(r"(?<![a-z])(?:i'?m|i am|i'll be|i will be)\b[^.!?;]{0,50}?\bwith " + _MY + _COUNTED),
    re.compile(r"我(?:和|跟|带着|带|同)(?:我的)?" + _ZH_NUM + _ZH_WHO),
    re.compile(
        r"ខ្ញុំ\s?(?:និង|ជាមួយ(?:នឹង)?)\s?(?:មិត្តភក្តិ|មិត្ត|មិត្តរួមការងារ|កូន|បងប្អូន|សាច់ញាតិ)\s?(\d+|ប្រាំមួយ|មួយ|ពីរ|បី|បួន|ប្រាំ)\s?នាក់"
    ),
)
# siblings counted together are all of them, the writer one of them (held-out batch F: "ខ្ញុំនិងបងប្អូនបីនាក់",
# "three siblings" booked as 4): "we're three siblings", "យើងបងប្អូន៣នាក់", "我们三兄妹"
_SIBLINGS = (
    re.compile(r"(?:ខ្ញុំ\s?(?:និង|ជាមួយ(?:នឹង)?)|យើង(?:ជា)?)?\s?បងប្អូន(?:បង្កើត)?\s?(\d+)\s?នាក់"),
    re.compile(r"(?<![和跟])(\d+|[两二三四五六七八九十])\s?(?:兄弟姐妹|兄妹|姐弟|兄弟|姐妹)(?!们)"),
    re.compile(r"(?<!my )(?<!our )(?<!with )(?<!and )(?<!& )(?<!plus )" + _NUM + r" (?:adult |grown-?up )?siblings"),
)
# a group counted in one phrase with its kind: "四个好朋友", "三个闺蜜", "មិត្តភក្តិ៤នាក់"
_GROUP_OF = (
    # "我们四个佛山的朋友" (held-out batch Q): a place or a word or two between the count and the kind
    re.compile(r"(\d+)\s?(?:个|位|名)(?:[^，。,！？\d\s]{0,5}?的)?(?:好|老)?(?:朋友|同事|姐妹|兄弟|同学|闺蜜|驴友)"),
    re.compile(r"(?:we(?:'re| are)|us) " + _NUM + r" " + _ADJ + r"(?:friends|mates|sisters|brothers|colleagues)"),
)

_CHILD = r"(?:kids?|children|child|sons?|daughters?|boys?|girls?|little ones|toddlers?|bab(?:y|ies)|\d{1,2}[- ]years?[- ]olds?)"
_ONLY_ADULT = (
    # "me and my son", "i travel with my son", "i'm taking my two kids", "just me and the kids"
    re.compile(r"(?<![a-z])(?:me|myself|i) (?:and|&|plus|with) (?:my |the |our )?(?:" + _NUM + r" )?" + _ADJ + _CHILD),
    re.compile(
        r"(?<![a-z])i(?:'m| am| will| want to| would like to|'d like to)? (?:travell?ing|travel|going|go|coming|come|"
        r"taking|take|bringing|bring) (?:away |along )?with (?:my |our )?(?:" + _NUM + r" )?" + _ADJ + _CHILD
    ),
    re.compile(r"(?<![a-z])i(?:'m| am)? (?:taking|bringing) (?:my |our )(?:" + _NUM + r" )?" + _ADJ + _CHILD),
    # "i'm a park ranger from honolulu travelling with my two kids": who the writer is, then with whom
    re.compile(
        r"(?<![a-z])i(?:'m| am) [^.!?,;]{1,40}? (?:travell?ing|coming|going) with (?:my |our )(?:"
        + _NUM
        + r" )?"
        + _ADJ
        + _CHILD
    ),
    # "my son (15) and me", "my daughter and i"
    re.compile(
        r"(?<![a-z])my (?:" + _NUM + r" )?" + _ADJ + _CHILD + r"(?: \(\d{1,2}\))? (?:and|&) (?:me|myself|i)(?![a-z])"
    ),
    # Khmer: "ខ្ញុំម្នាក់ និងកូន", "ខ្ញុំ(ចង់)នាំកូន", "តែខ្ញុំម្នាក់ជាមួយកូន"
    re.compile(r"ខ្ញុំ\s?ម្នាក់\s?(?:ឯង)?\s?(?:និង|ជាមួយ(?:នឹង)?)\s?(?:កូន|ក្មេង)"),
    # an elder calls themself grandma or grandpa: "យាយចង់នាំចៅពីរនាក់" (batch W)
    re.compile(r"(?:ខ្ញុំ|(?:លោក)?យាយ|(?<!្)(?:លោក)?តា)\s?(?:ចង់\s?)?នាំ\s?(?:កូន|ក្មេង)"),
    re.compile(r"ខ្ញុំ\s?(?:និង|ជាមួយ(?:នឹង)?)\s?(?:កូន|ក្មេង)"),  # "ខ្ញុំ និងកូនប្រុស ២ នាក់" (batch H)
    # Chinese: "我带孩子", "我一个人带两个孩子", "我和儿子"
    re.compile(r"我(?:一个人|1个人)?(?:要|想)?带(?:着)?(?:我的)?(?:\d+个)?(?:孩子|小孩|儿子|女儿|宝宝)"),
    re.compile(r"我(?:和|跟)(?:我的)?(?:\d+个)?(?:孩子|小孩|儿子|女儿|宝宝)"),
)
# someone else grown-up beside the writer: then the writer is not the only adult
_OTHER_ADULT = re.compile(
    r"(?<![a-z])(?:wife|husband|partner|girlfriend|boyfriend|fianc[ée]+|spouse|mother|father|mom|mum|dad|"
    r"parents?|grand(?:ma|pa|mother|father|parents?)|in-laws?|friends?|sisters?|brothers?|aunt|uncle|cousins?|"
    r"colleagues?|nanny|adults|grown-?ups)(?![a-z])|"
    r"老婆|老公|太太|先生|妻子|丈夫|爱人|爸|妈|父|母|奶奶|爷爷|外婆|外公|朋友|大人|"
    r"ប្រពន្ធ|ប្តី|ប្ដី|សង្សារ|ម្តាយ|ម្ដាយ|ឪពុក|មិត្ត|មនុស្សធំ"
)


def _siblings(t: str) -> Optional[int]:
    for pattern in _SIBLINGS:
        m = pattern.search(t)
        if m:
            word = m.group(1)
            return zh_to_int(word) if word[0] in _ZH_DIGITS else _num(word)
    return None


_KH_NUMBERS = {"មួយ": 1, "ពីរ": 2, "បី": 3, "បួន": 4, "ប្រាំ": 5, "ប្រាំមួយ": 6}


def _count(word: str) -> int:
    """A companion count said in digits, English, Chinese or Khmer words ("two", "两", "ពីរ")."""
    if word in _KH_NUMBERS:
        return _KH_NUMBERS[word]
    return zh_to_int(word) if word[0] in _ZH_DIGITS else _num(word)


def speaker_plus(t: str) -> Optional[int]:
    """The group size when the writer names themself beside counted companions (N + 1), or a
    counted group of friends or siblings that includes the writer ("我们是四个好朋友": 4)."""
    together = _siblings(t)
    if together is not None:
        return together
    for pattern in _SPEAKER_PLUS:
        m = pattern.search(t)
        if m:
            return _count(m.group(1)) + 1
    for pattern in _GROUP_OF:
        m = pattern.search(t)
        if m:
            return _num(m.group(1))
    return None


def other_adult_named(t: str) -> bool:
    """``t`` names a grown-up companion (a partner, parent, grandparent, friend, "adults")."""
    return bool(_OTHER_ADULT.search(t))


def speaker_only_adult(t: str) -> bool:
    """The writer travels with children and no other grown-up is named beside them."""
    if not any(p.search(t) for p in _ONLY_ADULT):
        return False
    rest = re.sub(r"(?:grand)?(?:sons?|daughters?)", " ", t)  # "son" is not an adult; the rest may name one
    return not _OTHER_ADULT.search(rest)


# the writer and ONE named companion ("me and my brother", "my mum and i", "我和我妈", "ខ្ញុំនិងបងប្រុស"): two
# people (held-out batch O: "me and my brother (27 and 33)" was asked "How many people?")
_ONE = (
    r"(?:brother|sister|mother|father|mom|mum|mama|dad|papa|cousin|aunt|uncle|friend|best friend|buddy|mate|"
    r"colleague|coworker|co-worker|roommate|flatmate|grandma|grandpa|grandmother|grandfather|niece|nephew|son|"
    r"daughter|wife|husband|partner|girlfriend|boyfriend|fianc[ée]+|boss)"
)
_ZH_ONE = r"(?:哥哥?|弟弟?|姐姐?|妹妹?|妈妈?|爸爸?|母亲|父亲|表哥|表弟|表姐|表妹|堂哥|堂弟|奶奶|爷爷|外婆|外公|朋友|同事|儿子|女儿|老婆|老公)"
_KH_ONE = (
    r"(?:បងប្រុស|ប្អូនប្រុស|បងស្រី|ប្អូនស្រី|ម្តាយ|ម្ដាយ|ម៉ាក់|ឪពុក|ប៉ា|មិត្តភក្តិ|មិត្ត|បងជីដូនមួយ|ប្អូនជីដូនមួយ|កូនប្រុស|"
    r"កូនស្រី|ប្រពន្ធ|ប្តី|ប្ដី)"
)
_SPEAKER_AND_ONE = (
    re.compile(
        r"(?<![a-z])(?:me|myself|i) (?:and|&|with|plus) my (?:older |younger |big |little |elder )?"
        + _ONE
        + r"(?![a-z'’])"
    ),
    re.compile(
        r"(?<![a-z])my (?:older |younger |big |little |elder )?"
        + _ONE
        + r"(?: \([^)]{0,20}\))? (?:and|&) (?:me|myself|i)(?![a-z'’])"
    ),
    re.compile(r"我(?:和|跟|与|同)(?:我的?)?" + _ZH_ONE + r"(?![们\d两二三四五六七八九十])"),
    re.compile(r"ខ្ញុំ\s?(?:និង|ជាមួយ(?:នឹង)?)\s?" + _KH_ONE + r"(?!\s?(?:\d|[០-៩]|មួយ|ពីរ|បី|បួន|ប្រាំ))"),
)
# anyone else named beside the pair: then the pair is not the whole group
_ANOTHER = re.compile(
    r"(?<![a-z])(?:and|&|plus|with|also|,) (?:my |our |the |his |her )?(?:\w+ )?(?:" + _ONE + r"s?|kids?|children|"
    r"family|parents|in-laws?|grand\w+)(?![a-z])|"
    r"(?:和|跟|还有|带)[^，。！？]{0,4}" + _ZH_ONE + r"|孩子|小孩|"
    r"(?:និង|ជាមួយ)\s?(?:" + _KH_ONE + r"|កូន)|ក្មេង"
)


def speaker_and_one(t: str) -> bool:
    """The writer travels with exactly one named companion and nobody else is named."""
    for pattern in _SPEAKER_AND_ONE:
        m = pattern.search(t)
        if m:
            return not _ANOTHER.search(t[: m.start()] + " " + t[m.end() :])
    return False
