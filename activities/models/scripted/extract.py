"""Pure extraction of travel facts from free text (EN, plus common KH / ZH words).

Every function takes text and returns a value or None; nothing here knows about sessions. The
dialogue layer decides which messages to read and in which order (later answers win).
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.budget_words import _strip_budget
from activities.models.scripted.companions import speaker_and_one, speaker_plus
from activities.models.scripted.words import _NUM, _has, _num, word_re
from agent.normal_text import normalize

# ------------------------------------------------------------------ mood / environment
MOODS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("romantic", ("romantic", "romance", "honeymoon", "anniversary", "浪漫", "蜜月", "រ៉ូមែនទិក", "ក្រេបទឹកឃ្មុំ")),
    (
        "family",
        (
            "family",
            "kid",
            "kids",
            "children",
            "child",
            "家庭",
            "家人",
            "全家",
            "一家",
            "孩子",
            "亲子",
            "គ្រួសារ",
            "កូន",
            "ក្មេង",
        ),
    ),
    ("adventurous", ("adventure", "adventurous", "thrill", "exciting", "trekking", "冒险", "刺激", "ផ្សងព្រេង")),
    (
        "curious",
        (
            "culture",
            "cultural",
            "history",
            "historic",
            "ancient",
            "ruins",
            "curious",
            "learn",
            "文化",
            "历史",
            "古迹",
            "遗址",
            "វប្បធម៌",
            "ប្រវត្តិសាស្ត្រ",
        ),
    ),
    (
        "stressed",
        (
            "stressed",
            "stress",
            "relax",
            "relaxing",
            "relaxed",
            "tired",
            "rest",
            "unwind",
            "calm",
            "peaceful",
            "chill",
            "quiet",
            "getaway",
            "break",
            "放松",
            "压力",
            "累",
            "休息",
            "轻松",
            "悠闲",
            "不要太赶",
            "别太赶",
            "laid back",
            "laid-back",
            "easy-going",
            "easygoing",
            "slow pace",
            "សម្រាក",
            "ស្ត្រេស",
            "នឿយហត់",
        ),
    ),
)

ENVIRONMENTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("TEMPLE", ("temple", "temples", "angkor", "pagoda", "寺庙", "吴哥", "寺", "古迹", "ប្រាសាទ", "វត្ត", "អង្គរ")),
    ("ISLAND", ("island", "islands", "koh rong", "海岛", "岛", "កោះ")),
    (
        "BEACH",
        (
            "beach",
            "beaches",
            "seaside",
            "sea",
            "coast",
            "ocean",
            "海滩",
            "海边",
            "看海",
            "大海",
            "去海",
            "ឆ្នេរ",
            "សមុទ្រ",
        ),
    ),
    (
        "MOUNTAIN",
        ("mountain", "mountains", "hills", "highlands", "mondulkiri", "山", "蒙多基里", "ភ្នំ", "មណ្ឌលគិរី"),
    ),
    (
        "FOREST",
        (
            "forest",
            "jungle",
            "ratanakiri",  # its trips are jungle trips (a region read as the kind of place its trips are)
            "រតនគិរី",
            "腊塔纳基里",
            "rainforest",
            "waterfall",
            "waterfalls",
            "nature",
            "countryside",
            "wildlife",
            "elephants",
            "森林",
            "丛林",
            "大自然",
            "自然",
            "乡村",
            "瀑布",
            "大象",
            "ព្រៃ",
            "ធម្មជាតិ",
            "ទឹកធ្លាក់",
            "ដំរី",
            "ជនបទ",
        ),
    ),
    ("CITY", ("city", "urban", "nightlife", "shopping", "城市", "ទីក្រុង")),
)


def extract_mood(text: str) -> Optional[str]:
    t = normalize(text)
    for mood, words in MOODS:
        if _has(t, words):
            return mood
    return None


def extract_environment(text: str) -> Optional[str]:
    t = _strip_cities(normalize(text)).replace("ប្រវត្តិ", " ")  # history, which contains វត្ត (a pagoda)
    for env, words in ENVIRONMENTS:
        if _has(t, words):
            return env
    return None


# ------------------------------------------------------------------ duration / people
# one or two describing words between a count and its days ("3 quiet days", "two lazy beach days"); never a
# word that counts something else or joins two counts ("2 adults 3 days", "3 or 4 days", "2 kids, 3 days")
_DAY_ADJ = (
    r"\s(?:(?!(?:or|to|and|of|for|more|people|persons|adults?|kids?|children|friends|pax|us|weeks?|months?|"
    r"years?|hours?|days?|nights?)\b)[a-z][a-z-]*\s){1,2}"
)


# a day count said as a change of length ("缩短一天", "one day shorter", "one more day", "ខ្លីជាង ១ ថ្ងៃ") is no length
# (held-out batch AD: the days answer "按行程来（后来缩短一天）", as the trip goes, one day shorter later, searched 1 day)
_BY_DAYS = re.compile(
    r"(?:缩短|延长|提前|推迟|减少|增加|短|长|多|少|加|减)" + _NUM + r"\s?(?:天|日)|" + _NUM + r"\s?(?:天|日)(?:短|长)|"
    r"\b(?:a|one|1|two|2)\s?(?:more |extra |fewer |less )?days? (?:shorter|longer|more|less|fewer|earlier|later)\b|"
    r"\b(?:a|one|1|two|2) (?:more|extra) days?\b|\bshorter by (?:a|one|1) days?\b|"
    r"(?:ខ្លីជាង|វែងជាង|បន្ថែម|ដក|កាត់)\s?" + _NUM + r"\s?ថ្ងៃ"
)


def extract_duration(text: str) -> Optional[int]:
    t = _BY_DAYS.sub(" ", _strip_budget(normalize(text)))
    m = re.search(r"(\d+)d\d+n\b", t) or re.search(_NUM + r"\s?-?\s?(?:days?|d\b|天|日|ថ្ងៃ)", t)
    m = m or re.search(_NUM + _DAY_ADJ + r"days?\b", t)  # "3 quiet days", "two full beach days" (batch O)
    if m:
        return _num(m.group(1))
    m = re.search(_NUM + r"\s?-?\s?nights?", t) or re.search(_NUM + _DAY_ADJ + r"nights?\b", t)
    if m:
        return _num(m.group(1)) + 1
    m = re.search(r"\b(?:a|one|1)\s?weeks?\b|一周|一个星期|មួយសប្តាហ៍|(?<!\d)1\s?សប្[តដ]ាហ៍", t)
    if m:
        return 7
    m = re.search(r"\b(\d+|two|three)\s?weeks?\b", t)
    if m:
        return 7 * _num(m.group(1))
    if _has(t, ("weekend", "周末", "ចុងសប្តាហ៍")):
        return 2
    if _has(t, ("day trip", "one day")):
        return 1
    return None


_PAIR = (
    "me and my wife",
    "me and my husband",
    "me and my partner",
    "me and my girlfriend",
    "me and my boyfriend",
    "me and my friend",
    "my wife and i",
    "my husband and i",
    "my partner and i",
    "my girlfriend and i",
    "my boyfriend and i",
    "my friend and i",
    "the two of us",
    "both of us",
    "a couple",
    "we are a couple",
    "we're a couple",
    "with my wife",
    "with my husband",
    "with my partner",
    "with my girlfriend",
    "with my boyfriend",
    "两个人",
    "我和我",
    "我跟我",
    "ពីរនាក់",
    "ខ្ញុំ និងសង្សារ",
    "ខ្ញុំនិងសង្សារ",
)
# Another adult comes along ("我和老婆带我爸", "with my wife and my mother-in-law"): a couple's words
# do not give the group size then (issue 39). Children are counted on top of the couple (party.py).
OTHER_COMPANIONS = re.compile(
    r"\b(?:and|with|bring(?:ing)?|plus|also)\b[^.!?]{0,30}\b(?:mother|father|mom|mum|dad|parents?|grand\w+|"
    r"in-laws?|sister|brother|friends?|cousin|aunt|uncle)\b|"
    r"带[^，。！？]{0,4}(?:爸|妈|父|母|奶奶|爷爷|外婆|外公|姥姥|婆婆|岳|朋友)|"
    r"(?:和|跟|还有)[^，。！？]{0,4}(?:爸|妈|父亲|母亲|奶奶|爷爷|外婆|外公|婆婆|岳母|朋友)|"
    r"និង(?:ម្តាយ|ម្ដាយ|ឪពុក|ឪ|យាយ|តា|មិត្ត|បងប្អូន)|ម្តាយក្មេក|ម្ដាយក្មេក|ឪពុកក្មេក"
)


def couple_only(t: str, phrases: tuple[str, ...]) -> bool:
    """``t`` (normalized) names a couple with one of ``phrases`` and nobody else."""
    return _has(t, phrases) and not OTHER_COMPANIONS.search(t)


_SOLO = ("solo", "alone", "just me", "by myself", "only me", "on my own", "一个人", "ម្នាក់ឯង")


def extract_people(text: str) -> Optional[int]:
    t = _strip_budget(normalize(text))
    m = re.search(r"(?:family|group|party|team) of " + _NUM, t) or re.search(r"(\d+)\s?口", t)
    if m:
        return _num(m.group(1))
    plus = speaker_plus(t)  # "myself and my two sisters": the writer counts too
    if plus is not None:
        return plus
    m = re.search(_NUM + r"\s?(?:people|ppl|persons?|adults?|pax|travell?ers|guests|of us|friends|个人|人|位|នាក់)", t)
    if m:
        return _num(m.group(1))
    m = re.search(
        r"\b(?:we(?:'re| are| r)|there(?:'re| are) )\s?"
        + _NUM
        # "we are 54 and 56" are our ages, not a group of 54 (held-out batch L)
        + r"(?!\s?(?:days?|nights?|weeks?|\$|usd|years?|yrs?|yo\b)|\s?(?:,|and|&)\s?\d{1,2}\b)\b",
        t,
    )
    if m:
        return _num(m.group(1))
    m = re.search(r"\bfor " + _NUM + r"(?!\s?(?:days?|nights?|weeks?|\$|usd|dollars?))\b", t)
    if m:
        return _num(m.group(1))
    if _has(t, _SOLO):
        return 1
    if couple_only(t, _PAIR) or speaker_and_one(t):
        return 2
    return None


def extract_bare_int(text: str) -> Optional[int]:
    """A lone number given as an answer ("3", "three", "3 please")."""
    m = re.fullmatch(r"\s*(?:about|around|maybe|just)?\s*" + _NUM + r"\s*(?:please|pls)?\s*[.!]?\s*", normalize(text))
    return _num(m.group(1)) if m else None


# ------------------------------------------------------------------ places
CITIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Phnom Penh", ("phnom penh", "pp", "金边", "ភ្នំពេញ")),
    ("Siem Reap", ("siem reap", "siemreap", "暹粒", "សៀមរាប")),
    ("Battambang", ("battambang", "马德望", "បាត់ដំបង")),
    ("Sihanoukville", ("sihanoukville", "西哈努克", "ព្រះសីហនុ")),
    ("Kampot", ("kampot", "贡布", "កំពត")),
    ("Kep", ("kep", "白马", "កែប")),
    ("Koh Kong", ("koh kong", "国公", "កោះកុង")),
    ("Kratie", ("kratie", "桔井", "ក្រចេះ")),
    ("Bangkok", ("bangkok", "曼谷", "បាងកក")),
    ("Ho Chi Minh City", ("ho chi minh city", "ho chi minh", "hcmc", "saigon", "胡志明", "ហូជីមិញ")),
    ("Hanoi", ("hanoi", "河内")),
    ("Singapore", ("singapore", "新加坡")),
    ("Kuala Lumpur", ("kuala lumpur", "吉隆坡")),
    # the country's other towns travellers start from, border crossings too (held-out batch U: "បាវិត",
    # Bavet, was no answer to "where do you start?")
    ("Bavet", ("bavet", "巴域", "巴韦", "បាវិត")),
    ("Poipet", ("poipet", "波贝", "ប៉ោយប៉ែត")),
    ("Kampong Cham", ("kampong cham", "磅湛", "កំពង់ចាម")),
    ("Kampong Thom", ("kampong thom", "磅同", "កំពង់ធំ")),
    ("Kampong Chhnang", ("kampong chhnang", "磅清扬", "កំពង់ឆ្នាំង")),
    ("Kampong Speu", ("kampong speu", "磅士卑", "កំពង់ស្ពឺ")),
    ("Takeo", ("takeo", "茶胶", "តាកែវ")),
    ("Pursat", ("pursat", "菩萨省", "ពោធិ៍សាត់")),
    ("Svay Rieng", ("svay rieng", "柴桢", "ស្វាយរៀង")),
    ("Prey Veng", ("prey veng", "波罗勉", "ព្រៃវែង")),
    ("Neak Loeung", ("neak loeung", "neak leung", "乃良", "អ្នកលឿង")),
    ("Stung Treng", ("stung treng", "上丁", "ស្ទឹងត្រែង")),
    ("Pailin", ("pailin", "拜林", "ប៉ៃលិន")),
    ("Serei Saophoan", ("serei saophoan", "sisophon", "诗梳风", "សិរីសោភ័ណ")),
)
_FROM = (
    r"(?:from|leaving|departing|depart|starting (?:in|from)|start (?:in|from)|based in|live in|living in|"
    r"(?:i'?m|we'?re|i am|we are|i'?ll be|we'?ll be|i will be|we will be|will be|currently|already|be) in|"
    r"(?:myself|me|i) and [^.!?,]{1,30}? are (?:already |currently |now )?in|"  # "myself and my sisters are in"
    r"stay(?:ing)? in|(?<![a-z])here in|fly(?:ing)? (?:into|in to|in|to)|flight (?:into|to)|land(?:ing)? (?:in|at)|"
    r"arriv(?:e|ing) (?:in|at)|get(?:ting)? (?:in|into)|"
    r"从|住在|人在|现在在|已经在|我们在|我在|飞到|飞抵|抵达|到达|落地|"
    r"ពី|ខ្ញុំនៅ|យើងនៅ|ស្នាក់នៅ|ហោះ(?:ហើរ)?(?:ទៅ|មក)(?:ដល់)?|មកដល់|ចុះចត(?:នៅ)?)\s*(?:the city of\s+)?"
)
# "staying at the Raffles Hotel in Phnom Penh": the city of the place where they stay
_STAYING = re.compile(r"(?:stay(?:ing)? at|hotel (?:is )?in|住在|ស្នាក់នៅ)[^.!?;。！？]{0,60}")


def _strip_cities(t: str) -> str:
    for _, aliases in CITIES:
        for alias in aliases:
            if alias.isascii():
                t = word_re(alias).sub(" ", t)
            else:
                t = t.replace(alias, " ")
    return t


def find_city(text: str) -> Optional[str]:
    """The first known city named anywhere in the text."""
    t = normalize(text)
    best: Optional[tuple[int, str]] = None
    for city, aliases in CITIES:
        for alias in aliases:
            m = word_re(alias).search(t) if alias.isascii() else re.search(re.escape(alias), t)
            if m and (best is None or m.start() < best[0]):
                best = (m.start(), city)
    return best[1] if best else None


def is_city_name(text: str) -> bool:
    """``text`` is nothing but a known city's name ("Kampot", "កំពត", "金边")."""
    t = normalize(text).strip(" .,!。")
    return any(t == alias for _, aliases in CITIES for alias in aliases)


# where the travellers live or work now: their start, whatever town they come from ("from Koh Kong, now
# working in Phnom Penh", "ជាអ្នកស្រុកព្រះវិហារ តែរស់នៅភ្នំពេញ"; held-out batch Q set out from Koh Kong)
_NOW_IN = (
    r"(?:\b(?:now|currently|these days)(?: (?:living|working|based|staying|studying))?|\b(?:live|living|work|working|"
    r"based|study|studying)) in |现在在|现居|目前在|ឥឡូវ\s?(?:ធ្វើការ|រស់|ស្នាក់|រៀន)?\s?នៅ\s?|រស់នៅ\s?|ធ្វើការនៅ\s?"
)


_LEAVING_FROM = (
    r"\b(?:leav(?:e|ing)|depart(?:ing)?|start(?:ing)?) from\s+|ចេញ(?:ដំណើរ)?\s?ពី\s?|从(?=[^，,。！？]{1,12}出发)"
)


def _city_after(rest: str) -> Optional[str]:
    for city, aliases in CITIES:
        for alias in aliases:
            if rest.startswith(alias) and not (alias.isascii() and rest[len(alias) : len(alias) + 1].isalpha()):
                return city
    return None


def extract_departure_city(text: str) -> Optional[str]:
    """A known city introduced by "from" / "leaving" / "based in" (or 从 / ពី, or 出发); where they live
    or work now comes before where they come from."""
    t = normalize(text)
    for m in re.finditer(_LEAVING_FROM, t):  # said as the start, it is the start ("ខ្ញុំនៅប៉ៃលិន ... ចេញពីបាត់ដំបង")
        city = _city_after(t[m.end() :])
        if city is not None:
            return city
    for m in re.finditer(_NOW_IN, t):
        now = _city_after(t[m.end() :])
        if now is not None:
            return now
    for m in re.finditer(_FROM, t):
        city = _city_after(t[m.end() :])
        if city is not None:
            return city
    if "出发" in t or "ចេញដំណើរ" in t:
        return find_city(t)
    staying = _STAYING.search(t)
    return find_city(staying.group(0)) if staying else None
