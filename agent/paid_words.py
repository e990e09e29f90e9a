"""What each paid figure of a booking means, in the session's language (issue 37, relay 15 req 36).

A change result carried amount_paid_usd 1159.2 and paid_in_total_usd 1159.2 beside net_paid_usd 869.4 and
price_with_charges_usd 869.4, explained only by an English ``paid_amounts_are`` note: four "paid" figures
for one booking, easy to show the wrong one in a Chinese reply. Every object of a result that carries two
or more of them gets ``paid_figures_are``: one line per figure it carries, in EN, KH or ZH, each naming its
basis (sandbox/money_fields.py says the same in English for the backend team).

Pure: no clock, no I/O.
"""

from __future__ import annotations

from typing import Any

# field -> (EN, KH, ZH)
PAID_MEANING: dict[str, tuple[str, str, str]] = {
    "paid_in_total_usd": (
        "every payment made for the booking, before any refund",
        "ប្រាក់ទាំងអស់ដែលបានបង់សម្រាប់ការកក់ មុនការសងប្រាក់វិញណាមួយ",
        "为此预订支付的全部款项（未扣任何退款）",
    ),
    "amount_paid_usd": (
        "what was paid, less refunds already completed (a refund on its way still counts as paid)",
        "ប្រាក់ដែលបានបង់ ដកប្រាក់សងវិញដែលបានបញ្ចប់រួច (ប្រាក់សងវិញដែលកំពុងផ្ញើ នៅតែរាប់ថាបានបង់)",
        "已付金额，减去已完成的退款（退款途中的款项仍算作已付）",
    ),
    "net_paid_usd": (
        "what the booking costs in the end: every payment less every refund started, completed or on its way",
        "តម្លៃចុងក្រោយនៃការកក់៖ ប្រាក់បង់ទាំងអស់ ដកប្រាក់សងវិញទាំងអស់ ទោះបានបញ្ចប់ ឬកំពុងផ្ញើ",
        "此预订最终花费：全部付款减去所有退款（无论已完成还是退款途中）",
    ),
    "kept_usd": (
        "after the cancellation: what DerLg kept, every payment less every refund",
        "បន្ទាប់ពីលុបចោល៖ ប្រាក់ដែល DerLg រក្សាទុក គឺប្រាក់បង់ទាំងអស់ ដកប្រាក់សងវិញទាំងអស់",
        "取消后：DerLg 保留的金额，即全部付款减去所有退款",
    ),
    "price_with_charges_usd": (
        "not a payment: the booking's price plus what DerLg keeps, what all payments are for",
        "មិនមែនជាការបង់ប្រាក់ទេ៖ តម្លៃការកក់ បូកនឹងប្រាក់ដែល DerLg រក្សាទុក ដែលការបង់ប្រាក់ទាំងអស់សម្រាប់វា",
        "不是付款：预订价格加上 DerLg 保留的费用，即全部付款所对应的金额",
    ),
}
_COLUMN = {"EN": 0, "KH": 1, "ZH": 2}
KEY = "paid_figures_are"


def with_paid_meanings(value: Any, language: str) -> Any:
    """``value`` with ``paid_figures_are`` beside every object carrying two or more paid figures."""
    if isinstance(value, list):
        return [with_paid_meanings(v, language) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: with_paid_meanings(v, language) for k, v in value.items()}
    present = [k for k in PAID_MEANING if isinstance(value.get(k), (int, float))]
    if len(present) >= 2 and KEY not in value:
        column = _COLUMN.get(language, 0)
        out[KEY] = {k: PAID_MEANING[k][column] for k in present}
    return out
