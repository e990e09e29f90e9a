"""Khmer and Chinese for the whole reschedule policy (sandbox/policy.py RESCHEDULE_POLICY; issue 37, relay 18:
KH and ZH sessions read it in English). Built from the policy's own numbers, as the English is, so a changed
fee or day count changes every language (tests/sandbox/test_policy_texts.py checks the numbers agree)."""

from __future__ import annotations

from agent.prompts.i18n import khmer_digits as _kh
from sandbox.i18n.payment_texts import KH as PAYMENT_KH, ZH as PAYMENT_ZH
from sandbox.policy import (
    FREE_CHANGE_DAYS,
    LATE_CHANGE_FEE_PER_PERSON,
    MOVED_BOOKING_RULE,
    PENDING_REFUND_RULE,
    RESCHEDULE_CUTOFF_DAYS,
    RESCHEDULE_POLICY,
    RESCHEDULE_RULES,
    SWAP_HOURS,
    SWAP_RULE,
)
from sandbox.swap_words import SWAP_GRANTED, SWAP_USED

CUT, FREE, FEE = RESCHEDULE_CUTOFF_DAYS, FREE_CHANGE_DAYS, f"{LATE_CHANGE_FEE_PER_PERSON:.0f}"

KH_RULES = (
    f"ការកក់ដែលបានបង់ប្រាក់ អាចផ្លាស់ប្តូរបានរហូតដល់ {_kh(CUT)} ថ្ងៃមុនថ្ងៃធ្វើដំណើរ (ថ្ងៃថ្មីយ៉ាងហោចណាស់ {_kh(CUT)} "
    "ថ្ងៃខាងមុខ ដែលនៅមានកន្លែងទំនេរ ភ្ញៀវចូលរួម ឬចាកចេញ ដំណើរវែងជាង ឬខ្លីជាង សកម្មភាពបន្ថែម)។ "
    "ការផ្លាស់ប្តូរមួយ ថ្លៃស្មើតម្លៃថ្មីដកតម្លៃបច្ចុប្បន្ន គិតដូចការកក់ថ្មី៖ មនុស្សពេញវ័យដែលចូលរួម បង់តម្លៃមនុស្សពេញវ័យ "
    f"កុមារអាយុ {_kh(4)}-{_kh(11)} ឆ្នាំ {_kh(60)}% ក្រោម {_kh(4)} ឆ្នាំ ឥតគិតថ្លៃ ដំណើរវែងជាង បង់ភាពខុសគ្នានៃតម្លៃទាំងស្រុង; "
    "ភ្ញៀវដែលចាកចេញ ឬថ្ងៃដែលដកចេញ (ដំណើរខ្លីជាង) ដោះលែងតម្លៃរបស់ខ្លួន ដែលសងវិញតាមភាគរយនៃការលុបចោល "
    "នៅថ្ងៃផ្លាស់ប្តូរ (ចំនួនថ្ងៃមុនការធ្វើដំណើរ រាប់ពីថ្ងៃធ្វើដំណើរដើម ឬថ្ងៃថ្មី ថ្ងៃណាដែលឆាប់ជាង) ហើយផ្នែកដែលនៅសល់ត្រូវរក្សាទុក។ "
    f"ការប្តូរថ្ងៃ ឥតគិតថ្លៃ {_kh(FREE)} ថ្ងៃ ឬច្រើនជាងនេះ មុនការធ្វើដំណើរ បើមិនដូច្នោះទេ {_kh(FEE)} ដុល្លារ "
    f"ក្នុងម្នាក់ដែលបង់ប្រាក់ (កុមារក្រោម {_kh(4)} ឆ្នាំ ឥតគិតថ្លៃ)។"
)
ZH_RULES = (
    f"已付款的预订最晚可在出行日期前 {CUT} 天更改（新日期须至少在 {CUT} 天之后且有空位；可增减旅客、延长或缩短行程、"
    "加一项活动）。更改的费用为新价格减去当前价格，按新预订计价：新加入的成人付成人价，"
    f"{4}-{11} 岁儿童付 {60}%，{4} 岁以下免费，延长行程全额支付差价；离开的旅客或减少的天数（缩短行程）释放其本身的价格，"
    "按更改当天的取消退款比例退还（距出行天数从原出行日期和新出行日期中较早的一个算起），其余部分扣留。"
    f"出行前 {FREE} 天或更早改日期免费，否则每位付费旅客 {FEE} 美元（{4} 岁以下儿童免费）。"
)

# the swap rule (sandbox/swap.py) and what a change quote says of it
KH_SWAP = (
    f"ការប្តូរភ្ញៀវមិនគិតថ្លៃទេ៖ ក្នុងរយៈពេល {_kh(SWAP_HOURS)} ម៉ោង ចាប់ពីពេលបញ្ជាក់ការផ្លាស់ប្តូរដែលបន្ថែមភ្ញៀវ "
    "(មិនមែនពីពេលបង់ប្រាក់ទេ ហើយតែនៅពេលប្រាក់បន្ថែមរបស់វាត្រូវបានបង់រួច) ភ្ញៀវដែលចាកចេញ ទទួលបានតម្លៃរបស់ខ្លួនវិញទាំងស្រុង "
    "រហូតដល់ចំនួនដែលភ្ញៀវចូលរួមបានបង់; លើសពីនោះ អនុវត្តភាគរយនៃការសងប្រាក់វិញ។"
)
ZH_SWAP = (
    f"换人不花钱：增加旅客的更改确认起（非付款时起；其补款付清后才适用）{SWAP_HOURS} 小时内，离开的旅客可全额退回其价格，"
    "最多为新加入旅客所付的金额；超出部分按退款比例退还。"
)

KH: dict[str, str] = {
    RESCHEDULE_RULES: KH_RULES,
    SWAP_RULE: KH_SWAP,
    RESCHEDULE_POLICY: " ".join((KH_RULES, KH_SWAP, PAYMENT_KH[PENDING_REFUND_RULE], PAYMENT_KH[MOVED_BOOKING_RULE])),
    SWAP_USED: f"មានភ្ញៀវចូលរួមក្នុងរយៈពេល {_kh(SWAP_HOURS)} ម៉ោងចុងក្រោយ ហើយ {{allowance}} ដុល្លារ "
    "នៃការចូលរួមនោះត្រូវបានបង់ទាំងស្រុង៖ {full} ដុល្លារ ក្នុងចំណោម {freed} ដុល្លារ ដែលការផ្លាស់ប្តូរនេះដោះលែង "
    "ត្រូវសងវិញទាំងស្រុង ហើយផ្នែកដែលនៅសល់ (បើមាន) សងវិញតាមកម្រិត {pct}%។",
    SWAP_GRANTED: f"ក្នុងរយៈពេល {_kh(SWAP_HOURS)} ម៉ោង ចាប់ពីពេលបញ្ជាក់ការផ្លាស់ប្តូរនេះ (មិនមែនពីពេលបង់ប្រាក់ទេ ហើយតែនៅពេលបង់រួច) ភ្ញៀវដែលចាកចេញ "
    "ទទួលបានតម្លៃរបស់ខ្លួនវិញទាំងស្រុង រហូតដល់ {usd} ដុល្លារ៖ ការប្តូរភ្ញៀវមិនគិតថ្លៃទេ។ "
    "នេះមានសុពលភាពតែក្នុងពេលដែលភ្ញៀវដែលចូលរួមនៅតែមាន៖ បើពួកគេក៏ចាកចេញដែរ ឬការកក់ត្រូវបានលុបចោល "
    "ប្រាក់ដែលបានសងវិញពេញលេញលើសពីកម្រិតសងប្រាក់វិញ ត្រូវកាត់ចេញពីការសងប្រាក់នោះ។",
}
ZH: dict[str, str] = {
    RESCHEDULE_RULES: ZH_RULES,
    SWAP_RULE: ZH_SWAP,
    RESCHEDULE_POLICY: "".join((ZH_RULES, ZH_SWAP, PAYMENT_ZH[PENDING_REFUND_RULE], PAYMENT_ZH[MOVED_BOOKING_RULE])),
    SWAP_USED: f"过去 {SWAP_HOURS} 小时内有旅客加入，其中 {{allowance}} 美元已全额付清：此次更改释放的 {{freed}} 美元中，"
    "{full} 美元全额退还，其余部分（如有）按 {pct}% 的退款比例退还。",
    SWAP_GRANTED: f"此次更改确认起（非付款时起；付款后才适用）{SWAP_HOURS} 小时内，离开的旅客可全额退回其价格，最多 {{usd}} 美元：换人不花钱。"
    "此规则仅在加入者仍在预订中时适用：若加入者也离开或预订被取消，超出退款档位全额退还的部分将从该次退款中扣回。",
}
