"""Booking details in free text: travel dates, name, phone, email, pickup place, discount code.

Each function takes one message and returns a value or None. A value is returned only when it
fits its slot: a phone has 8-15 digits, an email has an ``@``, a name is one to four words of
letters (never a sentence such as "yes, everything is correct"), a date is a real calendar day.
``asked`` says the message answers that question, which lets a bare answer ("Sokha Chan",
"Riverside Hotel") count without its cue words.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Optional

from activities.models.scripted.extract import find_city
from agent.dates import extract_dates, strip_dates
from agent.normal_text import normalize
from agent.numerals import KH_DIGITS

# ------------------------------------------------------------------ phone / email
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_PHONE = re.compile(r"(?<![A-Za-z0-9$])\(?\+?\(?\d[\d\s().-]{6,20}\d(?![A-Za-z0-9$])")
_NOT_PHONE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}/\d{1,2}/\d{2,4}")


def extract_email(text: str) -> Optional[str]:
    m = _EMAIL.search(text)
    return m.group(0).rstrip(".").lower() if m else None


def extract_phone(text: str) -> Optional[str]:
    """A phone number with 8-15 digits, spaces and punctuation removed ("+855 12 345 678")."""
    t = _EMAIL.sub(" ", text.translate(KH_DIGITS))
    t = _NOT_PHONE.sub(" ", t)
    for m in _PHONE.finditer(t):
        raw = re.split(r"\.\s|\)\.", m.group(0))[0].strip()  # "(+855 12 777 666). 2 of us": a sentence ends
        digits = re.sub(r"\D", "", raw)
        if 8 <= len(digits) <= 15:
            return ("+" if "+" in raw[:2] else "") + digits
    return None


# ------------------------------------------------------------------ names
_NAME_CUES = (
    r"my (?:full )?name is|my name's|name is|name's|name\s*:|the name is|under the name(?: of)?|"
    r"in the name of|book (?:it |this )?under|put it under|name should be|call me|i am|i'm|im|this is|it's|it is|name|"
    r"我叫|我的名字是|我的名字叫|名字是|名字叫|名字(?:写|就写|填)?[:：]?|姓名[:：是]?|预订人是?|ខ្ញុំឈ្មោះ|ឈ្មោះរបស់ខ្ញុំគឺ|"
    r"ឈ្មោះ(?:ខ្ញុំ|អ្នកកក់)?\s?(?:គឺ|៖|:)?"
)
_WEAK_CUES = ("i am", "i'm", "im", "this is", "it's", "it is", "call me", "name")
_NOT_NAME = {
    "yes",
    "yeah",
    "no",
    "ok",
    "okay",
    "sure",
    "correct",
    "right",
    "fine",
    "good",
    "great",
    "perfect",
    "please",
    "book",
    "booking",
    "thanks",
    "thank",
    "you",
    "stressed",
    "tired",
    "looking",
    "from",
    "interested",
    "ready",
    "here",
    "travelling",
    "traveling",
    "planning",
    "going",
    "so",
    "very",
    "a",
    "an",
    "the",
    "not",
    "just",
    "also",
    "with",
    "and",
    "in",
    "at",
    "on",
    "to",
    "for",
    "we",
    "our",
    "my",
    "is",
    "it",
    "that",
    "this",
    "everything",
    "all",
    "sorry",
    "hi",
    "hello",
    "hey",
    "happy",
    "excited",
    "done",
    "sounds",
    "go",
    "ahead",
    "wait",
    "alone",
    "solo",
    "back",
    "new",
    "curious",
    "staying",
    "hoping",
    "thinking",
    "wondering",
    "still",
    "cancel",
    "change",
    "actually",
    "what",
    "when",
    "where",
    "how",
    "why",
    "who",
    "phone",
    "email",
    "number",
    "date",
    "trip",
    "hotel",
    "pickup",
    "pick",
    "name",
    "full",
    "of",
    "be",
    "will",
    "would",
    "can",
    "could",
    "travel",
    "tour",
    "beach",
    "days",
    "people",
    "family",
    "couple",
    "honeymoon",
    "budget",
    "let's",
    "lets",
}
# a transliterated name joins its parts with a middle dot ("艾尔肯·吐尔逊", held-out batch M: asked ten times)
_ZH_NAME = re.compile(r"[\u4e00-\u9fff]{1,6}(?:[·•・‧][\u4e00-\u9fff]{1,8}){1,3}|[\u4e00-\u9fff]{2,4}")
_ZH_NOT_NAME = tuple("我叫 我是 邮箱 电话 手机 号码 名字 姓名 地址 日期 出发 预订 你好 谢谢 好的 可以 接送".split())
# where a Khmer name ends: its contact words, and where the writer lives, comes from or how old they are ("ខ្ញុំឈ្មោះ សំណាង
# នៅស្រុករវៀង" is Samnang who lives in Rovieng: held-out batch AB)
_KH_STOP = ("លេខ", "ទូរស័ព្ទ", "អ៊ីមែល", "ហើយ", "និង", "។", ",", "，", " នៅ", " មកពី", " អាយុ")
# Khmer words of dates, travel and booking: a phrase with one is not a name ("ចេញថ្ងៃ …" = leaving on …)
_KH_NOT_NAME = ("ថ្ងៃ", "ខែ", "ឆ្នាំ", "ចេញ", "ដំណើរ", "ទទួល", "កក់", "សណ្ឋាគារ", "ចង់", "សូម", "អរគុណ", "បាទ", "ចាស")


# lower-case particles inside a written name ("Maarten de Vries", "Ana dos Santos", "Ludwig van Beethoven")
_PARTICLES = frozenset(
    {"de", "van", "der", "den", "von", "da", "dos", "das", "do", "di", "du", "la", "le", "bin", "binti", "al"}
)


def _name_words(raw: str, original: str, weak: bool) -> Optional[str]:
    """Clean ``raw`` into a name, or None when it is not one."""
    raw = re.split(r"[,;.!?\n。，！？(（]| and | from | phone| email| my | we | - | — |\d", raw + " ")[0].strip()
    raw = re.sub(r"(?i)\s+(?:please|pls|thanks|thank you|here)$", "", raw)
    if not raw:
        return None
    if re.search(r"[\u4e00-\u9fff]", raw):  # (no capitals to tell a name: a cue or the name question is needed)
        raw = raw.split()[0]  # "名字张伟 电话…": a Chinese name ends at its space
        return raw if _ZH_NAME.fullmatch(raw) and not weak and not any(w in raw for w in _ZH_NOT_NAME) else None
    if re.search(r"[\u1780-\u17FF]", raw):
        for stop in _KH_STOP:
            raw = raw.split(stop)[0]
        raw = raw.strip()
        if any(w in raw for w in _KH_NOT_NAME):
            return None
        return raw if raw and len(raw.split()) <= 3 and not re.search(r"[a-z\d]", raw) else None
    words = raw.split()
    if not 1 <= len(words) <= 4 or any(not re.fullmatch(r"[^\W\d_][\w'’-]*", w) for w in words):
        return None
    if any(w.lower() in _NOT_NAME for w in words):
        return None
    written = _original_words(original, words)
    if weak and not all(
        w[:1].isupper() or (0 < i < len(written) - 1 and w in _PARTICLES) for i, w in enumerate(written)
    ):
        return None
    return " ".join(
        w if (0 < i < len(words) - 1 and w in _PARTICLES) else w[:1].upper() + w[1:] for i, w in enumerate(words)
    )


def _original_words(original: str, words: list[str]) -> list[str]:
    """The same words as written by the traveller (case kept)."""
    m = re.search(r"(?i)\b" + r"\s+".join(re.escape(w) for w in words) + r"\b", original)
    return m.group(0).split() if m else words


def _name_beside_contact(original: str) -> Optional[str]:
    """A capitalised name written first, or right before the phone or e-mail ("Great. Dara Sok, 012…",
    "We start 18 Jan, pick us up at the Pavilion. Rafael Costa, +55 11 …")."""
    parts = re.split(r"[,;\n]", original)
    if len(parts) < 2:
        return None
    contact = next((i for i, p in enumerate(parts) if extract_phone(p) or _EMAIL.search(p)), None)
    candidates = [parts[0]] + ([parts[contact - 1]] if contact else [])
    for part in candidates:
        last = re.split(r"(?<=[.!?])\s+", part.strip())[-1]  # the sentence that ends beside the contact
        name = _name_words(last, original, weak=True)
        if name:
            return name
    return None


def extract_name(text: str, asked: bool = False) -> Optional[str]:
    """A person's name: after a cue ("my name is", "I'm", "我叫", "ខ្ញុំឈ្មោះ"), or the whole
    answer to the name question when it looks like a name."""
    original = _EMAIL.sub(" ", text).strip()
    lowered = original.lower()
    for m in re.finditer(r"(?:^|(?<=[\s,.;!，。；！、]))(?=((?:" + _NAME_CUES + r")\s*))", lowered):  # overlapping:
        cue = m.group(1).strip()  # "put it under the name of X" tries "under the name of" too
        weak = cue in _WEAK_CUES and not asked
        name = _name_words(original[m.start() + len(m.group(1)) :], original, weak)
        if name:
            return name
    phone = extract_phone(original)
    if not asked:  # "Dara Sok, +85599111222, …": a capitalised name next to contact details
        return _name_beside_contact(original) if phone or _EMAIL.search(text) else None
    cleaned = _PHONE.sub(" ", original) if phone else original
    return _name_words(cleaned.strip(), original, weak=False)


# ------------------------------------------------------------------ pickup
_PICKUP_CUES = (
    r"pick (?:me|us) up (?:at|from|in)|pick ?up (?:at|from|is|location is|point is)|pickup\s*:|"
    r"pick-?\s?up (?:location |point |place )?(?:be moved to|be changed to|be at|be) |"  # "can the pickup be at X"
    r"pick-up (?:at|from|is|:)|pickup location\s*:?|collect (?:me|us) (?:at|from)|"
    r"(?:we're|we are|i'm|i am|we'll be|i'll be) staying at|our hotel is|my hotel is|"
    r"meet (?:you|the group|them) at|"
    r"(?:change|move|switch) (?:the |our |my )?pick-?up (?:location |point |place )?to|pick-?up (?:location |point )?to|"
    r"接送地点(?:是|：|:)?(?:改成|改为|换成|换到)?|(?<![现正实存所自还])在(?=.{2,30}接)|我们住在|我住在|住在|(?:现在|目前)住(?!在)|"
    r"មកទទួល(?:ខ្ញុំ|យើង)?នៅ|ទទួល(?:ខ្ញុំ|យើង)?នៅ|កន្លែងទទួល(?:ទៅ|នៅ|គឺ)|(?<!កន្លែង)ស្នាក់នៅ|"  # "កន្លែងស្នាក់នៅ": lodging
    r"មកយក(?:ខ្ញុំ|យើង|គាត់)?នៅ"  # "មកយកនៅផ្សារធំថ្មី" (come and get us at): the pickup, never part of its place
)
_PICKUP_END = re.compile(
    r"[.!?;]\s|[.!?;。！？]$|[。！？；។]|\s+(?:—|--|-)\s+|,\s*(?:and |my |our |phone|email|name|we |i )|"
    r"\s+and\s+(?:my|our|we|i|the|phone)\b|接(?:我|我们)?|来接|(?i:\s+(?:instead of|rather than)\s)|"
    r"វិញ|\s+ហើយ"  # "... ភ្នំពេញវិញ ហើយបង្ហាញ ..." (there instead, and show ...): the place ends before them
)


# "… is that OK?" after a place in Khmer and Chinese: the question, not part of the place (issue 39)
# "វិញ" (instead, back) after the place says it replaces the old one: not part of the place (held-out batch Z)
_ASKING_TAIL = re.compile(
    r"(?:\s*(?:បានទេ|បានអត់|បានឬទេ|ទេ|ផង|បាទ|ចាស|វិញ|可以吗|可以嗎|好吗|好嗎|行吗|吗|嗎|吧)\s*[?？]?)+\s*$"
)


# who travels ("我、老公和11岁的儿子", "ខ្ញុំ ប្តី និងកូន", "me, my wife") is never part of a place (held-out batch U)
_GROUP_PIECE = re.compile(
    r"(?i)^\s*(?:(?:me|my|our|us|we|i)\b|\d+\s*(?:adults?|people|persons|kids?|children)\b|"
    r"我(?:[、和跟]|们(?:一家|两|三|四|五|夫妻|俩)|老公|老婆|先生|太太)|我们$|老公|老婆|丈夫|妻子|儿子|女儿|孩子|一家|"
    r"[一两二三四五六七八九十\d]+\s?(?:个|位)?(?:大人|孩子|小孩|人)|"
    r"ខ្ញុំ\s?(?:និង|ប្តី|ប្រពន្ធ|កូន|,|、)|ប្តី|ប្រពន្ធ|កូន|មនុស្សធំ|គ្រួសារ)"
)


def _tidy_place(value: str) -> str:
    kept: list[str] = []
    for part in re.split(r"(?<=[,，])", value):
        piece = part.rstrip(",，")
        dated = extract_dates(piece, date(2000, 1, 1)) and not looks_like_place(piece)  # "堡东路12号" is a street
        if kept and (dated or extract_phone(piece) or "@" in piece):
            break  # "Sokha Hotel, Dec 24": the date is not part of the place
        if kept and _GROUP_PIECE.match(piece):
            break  # "悉尼，我、老公和11岁的儿子": who travels, not where
        kept.append(part)
    value = "".join(kept).rstrip(",，")
    value = re.sub(
        r"(?i)(?:[\s,]+(?:please|pls|thanks|thank you|instead|then|now|too))+$", "", value.strip(" .,!:")
    ).strip(" .,!:")
    return _ASKING_TAIL.sub("", value).strip(" .,!:？?")  # "មកទទួលនៅវិមានឯករាជ្យបានទេ?" asks; the place is before


def extract_pickup(text: str, asked: bool = False) -> Optional[str]:
    """The pickup place: after a cue anywhere ("pick us up at the Sokha Hotel"), or the whole answer
    to the pickup question."""
    original = text.strip()
    m = re.search(r"(?i)(?:" + _PICKUP_CUES + r")\s*(?:the\s+)?", original)
    if m:
        rest = original[m.end() :]
        value = _tidy_place(_PICKUP_END.split(rest)[0])
        return value[:200] if len(value) >= 2 else None
    if not asked:
        return None
    cleaned = re.sub(r"(?i)^\s*(?:please\s+)?(?:at|from|the)\s+", "", original)
    value = _tidy_place(_PICKUP_END.split(cleaned)[0])
    return value[:200] if len(value) >= 2 and not re.fullmatch(r"[\d\s+()-]+", value) else None


# ------------------------------------------------------------------ discount code
def extract_discount_code(text: str) -> Optional[str]:
    m = re.search(r"(?i)\b(?:code|coupon|promo|voucher|优惠码|折扣码|កូដ)\s*(?:is|:|是)?\s*([A-Za-z0-9_-]{3,40})", text)
    if m and m.group(1).lower() not in ("is", "for", "the"):
        return m.group(1).upper()
    return None


# ------------------------------------------------------------------ several details in one answer
_PLACE_WORDS = re.compile(
    r"(?i)\b(?:hotel|guest ?house|hostel|resort|villa|inn|lodge|apartments?|residence|condo|street|st|road|rd|"
    r"blvd|boulevard|avenue|ave|airport|station|pier|port|market|palace|riverside|bungalows?|"
    # a landmark is a place to meet as much as a hotel ("Wat Phnom", "金边独立碑", "វត្តភ្នំ"; held-out batch S)
    r"(?<!angkor )wat|pagoda|monument|museum|mall|hospital|embassy|university|roundabout)\b|"
    r"酒店|宾馆|饭店|旅馆|客栈|民宿|机场|码头|车站|港口|市场|广场|路|街|碑|博物馆|商场|医院|大使馆|大学|王宫|皇宫|"
    r"សណ្ឋាគារ|ផ្ទះសំណាក់|ផ្លូវ|ព្រលានយន្តហោះ|វីឡា|រីសត|ផ្សារ|ស្ថានីយ|ចំណត|កំពង់ផែ|(?<!អង្គរ)វត្ត|វិមាន|"
    r"សារមន្ទីរ|មន្ទីរពេទ្យ|ស្ថានទូត|សាកលវិទ្យាល័យ|ព្រះបរមរាជវាំង"
)


def looks_like_place(text: str) -> bool:
    return bool(_PLACE_WORDS.search(text))


_PARTS = re.compile(r"[;\n]|,\s*|，|、|\s+and\s+|។|(?<=[.!?。！？])\s*")


def _named_in_city(part: str) -> bool:
    """A proper name with a city ("Rosewood Phnom Penh", "Raffles Siem Reap"): a place there, never the city
    alone nor a sentence (held-out batch S: the hotel was dropped as a city and the pickup asked again)."""
    city = find_city(part)
    rest = re.sub(r"(?i)" + re.escape(city), " ", part).split() if city else []
    return bool(rest) and len(rest) <= 3 and all(w[:1].isupper() for w in rest)


def bare_details(text: str, asked: bool = True) -> tuple[Optional[str], Optional[str]]:
    """(name, pickup) written without cue words in an answer to "I need your date, name, phone and
    pickup": a part that names a place (hotel, street, 酒店, សណ្ឋាគារ…) is the pickup (with the
    parts after it that are neither a name nor a number: "Riverside Hotel, Phnom Penh"), a part
    that looks like a name is the name (capitalised unless ``asked``: an answer to that question).
    Numbers, dates and a pickup phrase also separate the parts ("sokha chan 012345678 jan 10")."""
    original = _EMAIL.sub(" ", text)
    name: Optional[str] = None
    place: list[str] = []
    for part in (p.strip() for p in _PARTS.split(original) if p.strip()):
        numbered = extract_phone(part) or extract_dates(part, date(2000, 1, 1)) or re.search(r"\d{3,}", part)
        if looks_like_place(part) or (asked and _named_in_city(part)):
            place = [part] if not place else place
        elif (
            place
            and len(place) < 3
            and not numbered
            and not place[-1].endswith((".", "!", "?", "。", "！", "？", "។"))  # a sentence ended with the place
            and (find_city(part) or not _name_words(part, text, True))
        ):
            place.append(part)  # "Riverside Hotel, Phnom Penh"
    cue = re.search(r"(?i)(?:" + _PICKUP_CUES + r")", original)
    words = strip_dates(normalize(original[: cue.start()] if cue else original).translate(KH_DIGITS))
    words = _PHONE.sub("  ", words)
    leftover: list[str] = []
    for part in (p.strip(" .!?") for p in re.split(_PARTS.pattern + r"|\s{2,}|[.!?]\s", words) if p and p.strip()):
        if looks_like_place(part) or find_city(part) or re.search(r"\d", part):
            continue
        found = None if name else _name_words(part, text, weak=not asked)
        if found:
            name = found
        elif part.isascii() and _name_words(part, part, weak=False):
            leftover.append(part)
    if asked and not place and leftover:  # "Sovann Ly, +855…, Sofitel Phokeethra": what is left is the place
        spot = re.search(r"(?i)" + r"\s+".join(re.escape(w) for w in leftover[0].split()), original)
        place = [spot.group(0) if spot else leftover[0]]
    pickup = _tidy_place(", ".join(place)) if place and not cue else None  # with a cue: extract_pickup
    return name, (pickup[:200] if pickup and len(pickup) >= 2 else None)
