"""The swap's extra kept back (sandbox/swap_extra.py): what a quote says when a leave or a cancellation keeps
back what an earlier swap refunded beyond its tier. (EN, KH, ZH)."""

from __future__ import annotations

KEPT_AS_JOINER_LEAVES = (
    "Kept: the swap's extra, as the one who joined leaves too: {kept} USD that an earlier swap refunded in full "
    "beyond its refund tier is kept back from this refund (a swap refunds a leaver in full only while the one "
    "who joined stays; {held} USD of such extras held before this).",
    "រក្សាទុក៖ ប្រាក់បន្ថែមនៃការប្តូរ ព្រោះភ្ញៀវដែលបានចូលរួមក៏ចាកចេញដែរ៖ {kept} ដុល្លារ ដែលការប្តូរមុននេះបានសងវិញពេញលេញ "
    "លើសពីកម្រិតសងប្រាក់វិញ ត្រូវកាត់ចេញពីការសងប្រាក់នេះ (ការប្តូរសងភ្ញៀវដែលចាកចេញវិញពេញលេញ "
    "តែក្នុងពេលដែលភ្ញៀវដែលចូលរួមនៅតែមាន; មុននេះរក្សាទុកប្រាក់បន្ថែមបែបនេះ {held} ដុល្លារ)។",
    "保留：换人的额外退款，因加入者也离开：此前换人时超出退款档位全额退还的 {kept} 美元从本次退款中扣回"
    "（换人仅在加入者仍在预订中时才全额退还离开者；此前持有此类额外退款 {held} 美元）。",
)
