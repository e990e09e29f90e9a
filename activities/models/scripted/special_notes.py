"""A request to note something about the travellers, in their own words (held-out batch I):
"Right, we'll go with the first one. Please make a note of his knee, as little climbing as possible."

``noted_requests(text)`` gives the parts of a message that ask the trip to mind someone's health,
allergies, mobility, diet or access, whatever else the message says (a trip choice, a yes, the booking
details) and whatever the stage: a clause with a note cue ("make a note", "请备注", "សូមកត់ចំណាំ")
or a health / mobility word ("knee", "膝盖", "ជង្គង់"), to the end of its sentence, without the
cue itself. Questions ("Is there a lot of climbing?") are no requests, and a phone number, an
e-mail or the traveller's name is never copied (the booking's requests are printed on its card).
"""

from __future__ import annotations

import re

_CUE = (
    r"(?:(?:could|can|would) you\s+)?(?:please\s+)?(?:make a note(?: of)?|take a note(?: of)?|please note|note (?:that|down)|"
    r"take note(?: of)?|keep in mind|bear in mind|let (?:the )?(?:guide|driver) know|tell (?:the )?(?:guide|driver))"
    r"(?:\s+that)?[:,]?\s*"
    r"|请?(?:帮我|帮忙)?(?:备注|注意|记一下|记下|告诉导游|跟导游说)(?:一下)?[：:，,]?"
    r"|(?:សូម)?(?:កត់ចំណាំ|កត់ត្រា|ចំណាំ|ប្រាប់មគ្គុទ្ទេសក៍)(?:ផង)?(?:ថា)?"
)
_HEALTH = (
    r"\b(?:knees?|hips?|ankles?|back pain|bad back|asthma\w*|diabet\w*|heart (?:condition|problem)s?|pacemaker|"
    r"arthritis|injur\w*|surgery|walking stick|crutches|hard of hearing|deaf|blind|insulin|epilep\w*|"
    r"no stairs|avoid(?:ing)? stairs|(?:little|less|no|not much|not too much) climbing|can(?:'t|not) climb|"
    r"can(?:'t|not) walk far|not too much walking|allerg\w*|(?:child|car|baby|booster|infant|toddler) seats?|cots?|cribs?|"
    r"no (?:red )?(?:meat|pork|beef|chicken|fish|eggs?|dairy|alcohol|nuts?|seafood|shellfish|spicy)|meat[- ]free|"
    r"(?:don'?t|do not|doesn'?t|does not|can'?t|cannot) eat|pesc[ae]tarian|halal|kosher|gluten\w*|lactose\w*|"
    r"dairy[- ]free|vegetarian|vegan|veggie|ground[- ]floor|lower floor|step[- ]free|not spicy)\b"
    r"|膝盖|腿脚|腿不好|腰不好|心脏|哮喘|糖尿病|高血压|拐杖|爬楼梯|少爬|台阶|关节|过敏"
    r"|儿童座椅|安全座椅|宝宝椅|婴儿床|不吃|不能吃|忌口|清真|吃素|素食|一楼|低楼层|不要辣|不辣|免辣"
    r"|ជង្គង់|ឈឺខ្នង|បេះដូង|ហឺត|ទឹកនោមផ្អែម|លើសឈាម|ឈើច្រត់|ជណ្ដើរ|ជណ្តើរ|ដើរមិនសូវរួច|អាឡែ|អាលែ|ប្រតិកម្ម"
    r"|កៅអីកុមារ|កៅអីកូនតូច|កៅអីសុវត្ថិភាព|គ្រែកូនតូច|គ្រែកូនង៉ែត|គ្រែទារក|អង្រឹង|កៅអីកូនង៉ែត|(?:មិន|អត់)(?:ញ៉ាំ|ហូប|បរិភោគ)|តមសាច់|ហាឡាល់|បួស"
    # access and diet as Khmer says them, the "not" after the verb: "ដើរច្រត់ឈើ" (walks with a stick),
    # "បន្ទប់ជាន់ក្រោម" (a ground-floor room), "ញ៉ាំហឹរមិនបាន" (can't eat spicy food): held-out batch T
    r"|ច្រត់ឈើ|ជាន់ក្រោម|ជាន់ផ្ទាល់ដី|(?:ញ៉ាំ|ហូប)[\u1780-\u17ff]{1,12}?(?:មិនបាន|អត់បាន|មិនកើត|អត់កើត)|មិនហឹរ|កុំដាក់ហឹរ"
)
_NOTE = re.compile(rf"(?i)(?:{_CUE})|(?:{_HEALTH})")
_CUE_AT_START = re.compile(rf"(?i)^(?:{_CUE})")
_SENTENCE = re.compile(r"[^.!?。！？។\n]+[.!?。！？។]*")
# a clause begins after a comma (and its "and"), at "and" / "but", or at a space before Khmer words
_CLAUSE_START = re.compile(
    r"[,，;；、]\s*(?:(?:and|but|so|also)\s+)?|\s+(?:and|but|so|also)\s+|\s+(?=[\u1780-\u17ff])|^"
)
_PRIVATE = re.compile(r"\S+@\S+|\+?\d[\d\s()-]{6,}\d")
MAX_NOTE = 200


def noted_requests(text: str, private: tuple[str, ...] = ()) -> list[str]:
    """The requests to note in ``text``, each from the clause that names it to its sentence's end
    (or to a phone number or e-mail in it), without the ``private`` words (the traveller's name)."""
    out: list[str] = []
    for sentence in _SENTENCE.findall(text):
        found = _NOTE.search(sentence)
        if found is None or sentence.rstrip().endswith(("?", "？")) and not _CUE_AT_START.search(sentence.strip()):
            continue
        starts = sorted({0, *(m.end() for m in _CLAUSE_START.finditer(sentence) if m.end() <= found.start())})
        note = _CUE_AT_START.sub("", sentence[_whose(sentence, starts) :].strip())
        note = _PRIVATE.split(note, maxsplit=1)[0]
        for word in filter(None, private):
            note = note.replace(word, " ")
        note = re.sub(r"\s+", " ", note).strip(" .!。！។,，:：")
        if note and note not in out:
            out.append(note[:MAX_NOTE])
    return out


# who the need is about, said in the clause before it ("My son, who is 4, is allergic to peanuts", "我老公，腿脚不好",
# "កូនស្រីខ្ញុំ អាឡែហ្ស៊ីនឹងបង្គា"): kept with it (held-out batch Q: the note lost who has the allergy)
_PERSON_EN = re.compile(
    r"(?:(?:my|our|his|her|their|the) [\w' -]{1,25}|(?-i:[A-Z][\w'-]+)(?: (?-i:[A-Z][\w'-]+))?)"
    r"(?: ?\(\d{1,2}\))?(?:,? (?:who is|who's|aged?) \d{1,2})?",
    re.IGNORECASE,
)
_KIN = re.compile(
    r"老公|老婆|丈夫|妻子|儿子|女儿|孩子|小孩|宝宝|爸|妈|爷爷|奶奶|外公|外婆|朋友|同事|哥|姐|弟|妹|"
    r"កូន|ប្តី|ប្ដី|ប្រពន្ធ|ម្តាយ|ម្ដាយ|ឪពុក|មិត្ត|ចៅ|ក្មួយ|បង|ប្អូន|យាយ|តា"
)
_WIDE = re.compile(r"[\u1780-\u17ff\u3400-\u9fff]")  # Khmer or Chinese words
_AGE_EN = re.compile(r"(?i)(?:who is |who's |aged? )?\d{1,2}(?: years? old)?")
_HAS_SUBJECT = re.compile(r"(?i)^(?:my|our|his|her|their|i|he|she|we|they|[a-z]+'s)\b|^(?-i:[A-Z])(?!s\b)")


def _whose(sentence: str, starts: list[int]) -> int:
    """Where the note begins: its clause, or the clauses before it when they only name who it is about."""
    i = len(starts) - 1
    if _HAS_SUBJECT.match(sentence[starts[i] :].lstrip()):
        return starts[i]
    while i > 0:
        before = sentence[starts[i - 1] : starts[i]].strip(" ,，、:：")
        if not _WIDE.search(before) and (_PERSON_EN.fullmatch(before) or _AGE_EN.fullmatch(before)):
            i -= 1
        elif _WIDE.search(before) and len(before) <= 25 and _KIN.search(before) and not _NOTE.search(before):
            i -= 1
        else:
            break
    return starts[i]


# "no special requests" as the last part of an answer to the details question (which invites them)
_NONE_SAID = re.compile(
    r"(?i)\b(?:no|none|nothing|no other)(?: special)? requests?\b[^,.;!?]*|\bnothing special\b[^,.;!?]*"
    r"|(?:没有|无)(?:其他|别的)?特殊要求[^，。；！？]*|គ្មាន(?:អ្វី)?(?:សំណើ|សំណូមពរ)(?:ពិសេស)?(?:អ្វី)?(?:ទេ)?"
    r"|អត់មាន(?:សំណើ|សំណូមពរ)(?:ពិសេស)?(?:អ្វី)?(?:ទេ)?"
)
_PART_START = re.compile(r"[,，;；、.。!！?？។]\s*|\s+(?=[\u1780-\u17ff])")
# a bare "none" as the answer's last part ("Riverside Hotel, none", "金边河畔酒店 没有", "ស្ថានីយ៍រថភ្លើង គ្មានទេបង"),
# with the thanks and address words after it: the requests asked last, said to be none (held-out batch R:
# "គ្មានទេបង" was read into the pickup, which no longer named a place)
_BARE_NONE = re.compile(
    r"(?i)(?:[,，;；、.。!！។]\s*|\s+)(?:(?:none|nothing|nope|no)(?:[ ,]+(?:thanks|thank you|thx))?"
    r"|(?:没有|没|无)(?:了|啦)?(?:[，, ]*谢谢)?"
    r"|(?:គ្មាន|អត់មាន|អត់)(?:អ្វី)?(?:ទេ)?(?:\s?(?:បង|ចាស|បាទ|ណា|អរគុណ(?:ច្រើន)?))*)[\s.!。！។]*$"
)


def no_requests(text: str) -> bool:
    """The message only says there are no special requests ("No special requests", "没有特殊要求")."""
    rest = re.sub(r"(?i)\b(?:thanks|thank you|please)\b|谢谢|謝謝|អរគុណ", "", _NONE_SAID.sub("", text))
    return rest.strip(" .,，。;；!！។") == ""


def request_part(text: str) -> tuple[str, str]:
    """(the booking details, the requests) of an answer to the question that asks for the details and
    any special requests: the requests are the part from the clause that names the first one (a diet,
    a child seat, a health need, a note cue) or says there are none, to the end (they are asked last).
    The requests are "" when none is said; a "no special requests" or a bare "none" is no request."""
    bare = _BARE_NONE.search(text)
    if bare is not None and bare.start() > 0:
        return text[: bare.start()].rstrip(" ,，;；、"), ""
    found = [m for m in (_NOTE.search(text), _NONE_SAID.search(text)) if m is not None]
    if not found:
        return text, ""
    at = min(m.start() for m in found)
    cut = max([0, *(m.end() for m in _PART_START.finditer(text) if m.end() <= at)])
    if cut == 0:
        return text, ""  # the whole message is the request: read as before
    said = _NONE_SAID.sub(" ", text[cut:]).strip(" .,，。;；!！។")
    return text[:cut].rstrip(" ,，;；、"), said if _NOTE.search(said) else ""  # "no special requests, thanks": none
