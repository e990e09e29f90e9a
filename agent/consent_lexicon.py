"""The words a consent reading looks for (EN / KH / ZH): agreement, refusal, hesitation, asking for something else,
politeness. Read by agent.consent_words, which says how each table is used."""

from __future__ import annotations

import re

# Agreement that contains a negation word: read first, then removed before negations are looked for.
_AGREE_DESPITE_NEGATION = (
    "no problem",
    "no problems",
    "no worries",
    "why not",
    "not a problem",
    "没问题",
    "沒問題",
    "不错",
    "不客气",
    "មិនអីទេ",
    "អត់អីទេ",
    "មិនមានបញ្ហា",
    "can't wait",
    "cannot wait",
    "no special requests",
    "no special request",
    "no requests",
    "no other requests",
    "no allergies",
)

_NO_EN = (
    r"no",
    r"nope",
    r"nah",
    r"not now",
    r"not yet",
    r"not today",
    r"no thanks",
    r"no thank you",
    r"never ?mind",
    r"(?:i )?don'?t think so",
    r"not really",
    r"no way",
    r"keep it",
    r"keep the",
    r"leave it",
    r"forget it",
    r"let me think",
    r"i'?ll think",
    r"think about it",
    r"changed my mind",
    r"change my mind",
    r"rather not",
    r"decline",
    r"cancel that",
    r"scratch that",
)
_NO_ZH = ("不要", "不用", "不了", "不行", "不改", "不订", "不取消", "别改", "别订", "算了", "再想想", "先不", "拒绝", "没兴趣", "取消这个")  # fmt: skip
_NO_KH = ("កុំ", "គិតសិន", "ទុកសិន", "បដិសេធ", "មិនចង់", "មិនប្តូរ", "មិនប្ដូរ", "អត់ទេ", "មិនទាន់")
# Negations that refuse in a statement but ask in a question ("要不要加钱？", "don't you have a later one?",
# "មានអត់?"): a no only when the message asks nothing.
_WEAK_NO_EN = (r"don'?t", r"do not", r"wait", r"hold on", r"hang on", r"maybe", r"not sure", r"stop", r"later")
_WEAK_NO_ZH = ("不", "别", "考虑", "暂时", "等等", "等一下")
_WEAK_NO_KH = ("មិន", "អត់", "ចាំសិន", "ចាំបន្តិច")
_A_NOT_A = re.compile(r"(\w)[不没]\1")  # 要不要, 是不是, 可不可以, 有没有: a question, not a no
# "改不了", "去不成", "买不起": a verb's "cannot" states a fact; it refuses nothing
_CANNOT = re.compile(r"(?<=[\u4e00-\u9fff])不(?:了|到|起|动|完|成)")

_YES_EN = (
    r"yes",
    r"yess+",
    r"yeah",
    r"yea",
    r"yep",
    r"yup",
    r"ya",
    r"sure",
    r"ok",
    r"okay",
    r"okey",
    r"k",
    r"kk",
    r"alright",
    r"all right",
    r"go ahead",
    r"go for it",
    r"confirm",
    r"confirmed",
    r"i confirm",
    r"please do",
    r"do it",
    r"let'?s do it",
    r"let'?s go",
    r"sounds good",
    r"looks good",
    r"perfect",
    r"great",
    r"fine",
    r"that'?s fine",
    r"correct",
    r"that'?s right",
    r"right",
    r"absolutely",
    r"definitely",
    r"of course",
    r"agreed",
    r"i agree",
    r"deal",
    r"proceed",
    r"yes please",
)
_YES_ZH = ("是", "是的", "对", "对的", "好", "好的", "好吧", "好啊", "行", "可以", "确认", "確認", "确定", "同意", "嗯", "没问题", "沒問題", "就这样", "就这个")  # fmt: skip
_YES_KH = ("បាទ", "ចាស", "ចា៎ស", "ចាះ", "យល់ព្រម", "ព្រម", "អូខេ", "បាទបង", "ត្រូវហើយ", "ល្អ", "បាន", "ក៏បាន", "អញ្ចឹងក៏បាន", "ធ្វើទៅ", "ធ្វើចុះ")  # fmt: skip

# The quote's own verb said as an order.
_VERB_EN: dict[str, tuple[str, ...]] = {
    "booking": (
        r"book(?: it| this| that)?",
        r"reserve(?: it)?",
        r"let'?s book(?: it)?",
        r"i'?d like to book(?: it)?",
        r"i want to book(?: it)?",
    ),
    "reschedule": (r"move it", r"change it", r"please move(?: it)?", r"reschedule(?: it)?"),
    "cancellation": (r"cancel it", r"please cancel(?: it)?", r"cancel(?: it)? please"),
    "pickup": (r"change it", r"please change(?: it)?", r"move it", r"switch it", r"go ahead"),
}
_VERB_ZH: dict[str, tuple[str, ...]] = {
    "booking": ("订吧", "预订吧", "订", "预订", "下单"),
    "reschedule": ("改吧", "改", "换吧", "改期", "要改", "要换"),
    # the whole booking is what a cancellation quote cancels: "明白了，全部取消吧" is its yes (held-out batch Y)
    "cancellation": ("全部取消", "全都取消", "都取消", "整个取消", "取消吧", "取消"),
    "pickup": ("改吧", "改", "换吧", "换", "要改", "要换"),
}
_VERB_KH: dict[str, tuple[str, ...]] = {
    "booking": ("កក់", "កក់ទៅ"),
    "reschedule": ("ប្តូរ", "ប្ដូរ", "ប្តូរទៅ", "ប្ដូរទៅ"),
    "cancellation": ("លុបចោល", "បោះបង់", "បោះបង់ចុះ", "លុបចោលចុះ", "លុបចោលទាំងអស់"),
    "pickup": ("ប្តូរ", "ប្ដូរ", "ប្តូរទៅ", "ប្ដូរទៅ"),
}

# Something else asked for besides the answer.
_OTHER_EN = (
    r"\b(?:but|however|instead|actually|except|different|another|add|remove|only if)\b"
    r"|\b(?:change|switch|move) (?:it |the \w+ |them )?to\b|\bcan (?:we|i|you) (?:change|switch|move)\b"
)
_OTHER_ZH = ("但是", "不过", "可是", "换成", "改成", "改到", "另外", "加上", "再加", "减少")
_OTHER_KH = ("ប៉ុន្តែ", "ជំនួស", "បន្ថែម", "ដក")  # not a bare តែ: តែម្តង is "right away"

_POLITE_EN = r"\b(?:please|pls|plz|thanks|thank you|thx|ty|mate|sir|madam|dear|hi|hello|hey|hmm|oh|ah)\b"
_POLITE_ZH = ("谢谢", "謝謝", "麻烦", "辛苦了", "辛苦", "请", "吧", "呀", "啊", "呢", "哈", "的", "那就", "那么", "那")
_POLITE_KH = ("សូម", "អរគុណ", "អរគុណច្រើន", "បង", "ណា", "ហើយ", "ចុះ", "អញ្ចឹង", "ចឹង")

_IF = re.compile(r"的话|如果|要是|\bif\b|ប្រសិនបើ|(?<![\u1780-\u17ff])បើ")
_KHMER = re.compile(r"[\u1780-\u17ff]")
