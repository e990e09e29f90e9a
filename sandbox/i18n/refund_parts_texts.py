"""The parts of a refund-if-cancelled figure (sandbox/refund_parts.py), each named, and the sentence that sums
them. (EN, KH, ZH)."""

from __future__ import annotations

PARTS = {
    "tier_share": (
        "{pct}% of the trip price {price} USD",
        "{pct}% នៃតម្លៃដំណើរ {price} ដុល្លារ",
        "行程价格 {price} 美元的 {pct}%",
    ),
    "paid_beyond": (
        "paid beyond the trip price and the parts kept earlier",
        "ប្រាក់បានបង់លើសពីតម្លៃដំណើរ និងផ្នែកដែលរក្សាទុកពីមុន",
        "超出行程价格及此前保留部分的已付款",
    ),
    "still_owed": (
        "still owed on the trip price and the parts kept earlier",
        "ប្រាក់នៅជំពាក់លើតម្លៃដំណើរ និងផ្នែកដែលរក្សាទុកពីមុន",
        "行程价格及此前保留部分中尚未支付的金额",
    ),
    "swap_extra": (
        "the swap's extra kept back (what an earlier swap refunded in full beyond its tier)",
        "ប្រាក់បន្ថែមនៃការប្តូរដែលត្រូវកាត់ទុក (ការប្តូរមុននេះបានសងវិញពេញលេញ លើសពីកម្រិតសងប្រាក់វិញ)",
        "扣回换人的额外退款（此前换人时超出退款档位全额退还的部分）",
    ),
    "floor": (
        "a refund is never below zero",
        "ការសងប្រាក់វិញមិនដែលតិចជាងសូន្យទេ",
        "退款不低于零",
    ),
}
SAYS = (
    "Cancelling today would refund {figure} USD = {sum}.",
    "ការលុបចោលថ្ងៃនេះនឹងសងវិញ {figure} ដុល្លារ = {sum}។",
    "今天取消可退 {figure} 美元 = {sum}。",
)
PART = ("{label} ({usd} USD)", "{label} ({usd} ដុល្លារ)", "{label}（{usd} 美元）")
