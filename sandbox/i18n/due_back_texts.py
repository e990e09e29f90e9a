"""What a change's top-up gets back if the booking is cancelled once it is paid (sandbox/due_back.py), in
English, Khmer and Chinese."""

from __future__ import annotations

ONCE_PAID_BACK = (
    "Once paid, this {amount} USD falls under the booking's refund terms ({pct}% today): cancelling today would "
    "refund {figure} USD on the whole booking (its parts: refund_terms_after_change), {back} USD of it back on "
    "this payment, as a cancellation's refund goes back to each payment in proportion to what it still holds; "
    "the refund_schedule says when that drops."
)
ONCE_PAID_WHOLE = (
    "Once paid, this {amount} USD falls under the booking's refund terms ({pct}% today): cancelling today would "
    "refund {figure} USD on the whole booking (its parts: refund_terms_after_change), split over its payments in "
    "proportion to what each still holds; the refund_schedule says when that drops."
)

KH: dict[str, str] = {
    ONCE_PAID_BACK: "ពេលបង់រួច ប្រាក់ {amount} ដុល្លារនេះ ស្ថិតក្រោមលក្ខខណ្ឌសងប្រាក់វិញនៃការកក់ ({pct}% ថ្ងៃនេះ)៖ "
    "បើលុបចោលថ្ងៃនេះ ការកក់ទាំងមូលនឹងបានសងវិញ {figure} ដុល្លារ (ផ្នែករបស់វា៖ refund_terms_after_change) "
    "ក្នុងនោះ {back} ដុល្លារ ត្រឡប់មកការបង់ប្រាក់នេះវិញ ព្រោះប្រាក់សងវិញនៃការលុបចោល ផ្ញើត្រឡប់ទៅការបង់ប្រាក់នីមួយៗ "
    "តាមសមាមាត្រនៃប្រាក់ដែលនៅសល់របស់វា; refund_schedule ប្រាប់ថាពេលណាវាថយចុះ។",
    ONCE_PAID_WHOLE: "ពេលបង់រួច ប្រាក់ {amount} ដុល្លារនេះ ស្ថិតក្រោមលក្ខខណ្ឌសងប្រាក់វិញនៃការកក់ ({pct}% ថ្ងៃនេះ)៖ "
    "បើលុបចោលថ្ងៃនេះ ការកក់ទាំងមូលនឹងបានសងវិញ {figure} ដុល្លារ (ផ្នែករបស់វា៖ refund_terms_after_change) "
    "ចែកទៅការបង់ប្រាក់នីមួយៗ តាមសមាមាត្រនៃប្រាក់ដែលនៅសល់របស់វា; refund_schedule ប្រាប់ថាពេលណាវាថយចុះ។",
}

ZH: dict[str, str] = {
    ONCE_PAID_BACK: "支付后，这 {amount} 美元适用本预订的退款条款（今天 {pct}%）：今天取消，整个预订退还 {figure} 美元"
    "（其组成见 refund_terms_after_change），其中 {back} 美元退回这笔付款，因为取消的退款按每笔付款尚余金额的比例退回各笔付款；"
    "refund_schedule 说明何时降低。",
    ONCE_PAID_WHOLE: "支付后，这 {amount} 美元适用本预订的退款条款（今天 {pct}%）：今天取消，整个预订退还 {figure} 美元"
    "（其组成见 refund_terms_after_change），按每笔付款尚余金额的比例退回各笔付款；refund_schedule 说明何时降低。",
}
