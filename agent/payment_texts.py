"""Fixed texts of the payment ledger and the bridge's limits, in English, Khmer and Simplified Chinese.

Kept apart from ``agent.prompts.i18n`` (the shared catalogue) but filled the same way:
``text(key, lang, **values)`` with an English fallback.
"""

from __future__ import annotations

from typing import Optional

from agent.support import SUPPORT_EMAIL, SUPPORT_PHONE

TEXTS: dict[str, dict[str, str]] = {
    "too_many_pending": {
        "EN": "I'm still working on your earlier messages. Please wait for my answer before sending more.",
        "KH": "ខ្ញុំកំពុងឆ្លើយសាររបស់អ្នកមុនៗនៅឡើយ។ សូមរង់ចាំចម្លើយរបស់ខ្ញុំសិន មុននឹងផ្ញើសារបន្ថែម។",
        "ZH": "我还在处理您之前的消息，请等我回复后再发送新消息。",
    },
    "late_payment": {
        "EN": "Your payment{amount} for {trip} (booking {ref}) arrived after the payment hold had ended, "
        "so it could not complete that reservation. Your money is safe and our team has been alerted: "
        "if the same trip is still available we can reserve it again for you and use this payment, "
        "otherwise it will be refunded in full. There is no need to pay again. "
        "Questions: {email} or {phone}. Shall I check whether the trip is still available?",
        "KH": "ការទូទាត់{amount}របស់អ្នកសម្រាប់ {trip} (ការកក់ {ref}) បានមកដល់ក្រោយពេលការកក់ទុកបានផុតកំណត់ "
        "ដូច្នេះវាមិនអាចបញ្ចប់ការកក់នោះបានទេ។ ប្រាក់របស់អ្នកមានសុវត្ថិភាព ហើយក្រុមការងាររបស់យើងបានទទួលដំណឹងហើយ៖ "
        "ប្រសិនបើដំណើរកម្សាន្តដដែលនៅទំនេរ យើងអាចកក់ម្តងទៀតសម្រាប់អ្នក ហើយប្រើការទូទាត់នេះ "
        "បើមិនដូច្នោះទេ ប្រាក់នឹងត្រូវបង្វិលសងវិញទាំងស្រុង។ អ្នកមិនចាំបាច់ទូទាត់ម្តងទៀតទេ។ "
        "សំណួរ៖ {email} ឬ {phone}។ តើអ្នកចង់ឲ្យខ្ញុំពិនិត្យមើលថាដំណើរកម្សាន្តនៅទំនេរឬទេ?",
        "ZH": "您为「{trip}」（预订编号 {ref}）支付的款项{amount}在付款保留期结束后才到账，因此未能完成该预订。"
        "您的款项是安全的，我们的团队已收到通知：如果同一行程仍有空位，我们可以为您重新预订并使用这笔款项，"
        "否则将全额退款。您无需再次付款。如有疑问请联系 {email} 或 {phone}。需要我查看该行程是否仍可预订吗？",
    },
}

# issue 37: a change's top-up told at once when it lands ({amount}: agent.money_frames.money_words)
TEXTS["top_up_paid"] = {
    "EN": "Thank you: your payment of {amount} for the change to booking {ref} has arrived. The booking is "
    "paid in full with its new details.",
    "KH": "សូមអរគុណ៖ ការទូទាត់ {amount} សម្រាប់ការផ្លាស់ប្ដូរការកក់ {ref} បានមកដល់ហើយ។ ការកក់នេះត្រូវបានបង់គ្រប់ចំនួនជាមួយព័ត៌មានថ្មី។",
    "ZH": "谢谢：您为预订 {ref} 的变更支付的 {amount} 已到账。该预订已按新的内容全额付清。",
}

# a change's top-up that failed, told at once (agent.top_up_failures): attempt {n} of 3 for that top-up
TEXTS["top_up_failed"] = {
    "EN": "The payment for the change to booking {ref} didn't go through (attempt {n} of 3). Your booking stays "
    "as paid; the change waits for its payment. Would you like a new QR code to try again?",
    "KH": "ការទូទាត់សម្រាប់ការផ្លាស់ប្ដូរការកក់ {ref} មិនបានជោគជ័យទេ (លើកទី {n} ក្នុងចំណោម ៣ លើក)។ "
    "ការកក់របស់លោក/លោកស្រីនៅតែដូចដែលបានបង់រួច ហើយការផ្លាស់ប្ដូរកំពុងរង់ចាំការទូទាត់។ "
    "តើលោក/លោកស្រីចង់បាន QR កូដថ្មីដើម្បីសាកល្បងម្តងទៀតទេ?",
    "ZH": "预订 {ref} 变更的补差价付款未成功（第 {n} 次，共 3 次）。您的预订仍按已付款的内容保留，变更在等待付款。"
    "需要为您生成新的二维码再试一次吗？",
}
TEXTS["top_up_handoff"] = {
    "EN": "The payment for the change to booking {ref} didn't go through again (attempt 3 of 3), so I can't "
    "issue another QR code. Our support team will help you pay for it: email {email} or call {phone}. Your "
    "booking stays as paid; if you'd rather not make the change, I can withdraw it with nothing charged.",
    "KH": "ការទូទាត់សម្រាប់ការផ្លាស់ប្ដូរការកក់ {ref} មិនបានជោគជ័យម្តងទៀត (លើកទី ៣ ក្នុងចំណោម ៣ លើក) "
    "ដូច្នេះខ្ញុំមិនអាចចេញ QR កូដថ្មីបានទេ។ ក្រុមការងារជំនួយរបស់យើងនឹងជួយលោក/លោកស្រីបង់ប្រាក់៖ "
    "អ៊ីមែល {email} ឬទូរស័ព្ទលេខ {phone}។ ការកក់របស់លោក/លោកស្រីនៅតែដូចដែលបានបង់រួច។ "
    "ប្រសិនបើលោក/លោកស្រីមិនចង់ធ្វើការផ្លាស់ប្ដូរនេះទេ ខ្ញុំអាចដកវាចេញដោយមិនគិតថ្លៃអ្វីទេ។",
    "ZH": "预订 {ref} 变更的补差价付款再次未成功（第 3 次，共 3 次），因此无法再生成新的二维码。客服团队会协助您完成付款："
    "邮箱 {email}，电话 {phone}。您的预订仍按已付款的内容保留；如果您不想做这个变更，我可以为您撤销，不收取任何费用。",
}

_YOUR_TRIP = {"EN": "your trip", "KH": "ដំណើរកម្សាន្តរបស់អ្នក", "ZH": "您的行程"}
_NO_REF = {"EN": "no reference", "KH": "គ្មានលេខយោង", "ZH": "无编号"}


def text(key: str, lang: str, **values: object) -> str:
    table = TEXTS[key]
    return table.get(lang, table["EN"]).format(**values)


def too_many_pending_text(lang: str) -> str:
    return text("too_many_pending", lang)


def late_payment_text(
    lang: str, trip_name: Optional[str], booking_ref: Optional[str], amount_usd: Optional[float]
) -> str:
    amount = f" (USD {amount_usd:,.2f})" if amount_usd is not None else ""
    if lang == "ZH" and amount:
        amount = f"（{amount_usd:,.2f} 美元）"
    return text(
        "late_payment",
        lang,
        amount=amount,
        trip=trip_name or _YOUR_TRIP.get(lang, _YOUR_TRIP["EN"]),
        ref=booking_ref or _NO_REF.get(lang, _NO_REF["EN"]),
        email=SUPPORT_EMAIL,
        phone=SUPPORT_PHONE,
    )


def top_up_paid_text(lang: str, booking_ref: Optional[str], amount: str) -> str:
    return text("top_up_paid", lang, ref=booking_ref or "", amount=amount or "").replace("  ", " ")


def top_up_failed_text(lang: str, failures: int, booking_ref: Optional[str]) -> str:
    """The top-up's failure ``failures`` of 3; at the third, the support contact and the withdrawal."""
    if failures >= MAX_FAILED_PAYMENTS:
        return text("top_up_handoff", lang, ref=booking_ref or "", email=SUPPORT_EMAIL, phone=SUPPORT_PHONE)
    return text("top_up_failed", lang, ref=booking_ref or "", n=failures)


MAX_FAILED_PAYMENTS = 3  # failed payment attempts before support takes over (agent.payments)
HANDOFF_STEP = (
    "No new QR code can be issued: do not offer one. Tell the traveller DerLg support will help them complete "
    f"the booking and give the support contact ({SUPPORT_EMAIL}, {SUPPORT_PHONE})."
)


# the traveller already read the system's own message (relay 36 req 36: the model's reply repeated it and read as a
# second failure): the model's next text never announces it again
ALREADY_TOLD = "That message is on their screen already: do not announce the failure again (it is the same one)."


def payment_failed_note(attempts: int, told: str) -> str:
    """The model's notice of a failed payment: what the traveller was told, the attempts left, that a new
    code is given in the answer that asks for it ("快点再给个码" once waited a round trip for a status
    check), and where the reason is; from the third failure on, the support hand-off (issue 41: one story
    with the rules and the tools)."""
    if attempts >= MAX_FAILED_PAYMENTS:
        return (
            f"Payment attempt {attempts} of {MAX_FAILED_PAYMENTS} failed. The traveller was told: {told} {ALREADY_TOLD} "
            f"{HANDOFF_STEP} checkPaymentStatus gives the bank's failure_reason if they ask why."
        )
    return (
        f"Payment attempt {attempts} of {MAX_FAILED_PAYMENTS} failed ({MAX_FAILED_PAYMENTS - attempts} left). The "
        f"traveller was told: {told} {ALREADY_TOLD} A new code needs no check first: when they ask for one, call "
        "generatePaymentQR now. checkPaymentStatus gives the bank's failure_reason and next_step if they ask why."
    )


def payment_confirmed_note(booking_ref: Optional[str], amount: str) -> str:
    """The model's notice of a confirmed payment; ``amount`` in the format of the session language's
    rules (agent.money_frames.money_words: "$298 (1,221,800៛)"), so the confirmation names it as the card does."""
    paid = f" The amount paid: {amount}." if amount else ""
    return (
        f"Payment confirmed for booking {booking_ref}.{paid} Confirm the booking to the traveller "
        "with the booking reference and the next steps (no e-mail is promised unless an e-mail "
        "address is in the session)."
    )
