"""Fixed texts the system sends without the model, in English, Khmer and Simplified Chinese.

Every function takes the session language (``"EN"``, ``"KH"``, ``"ZH"``; anything else falls back
to English) and returns plain text. Values such as trip names and booking references are
inserted verbatim.
"""

from __future__ import annotations

from typing import Optional

from agent.state import AgentState, ConversationState
from agent.support import SUPPORT_EMAIL, SUPPORT_PHONE

TEXTS: dict[str, dict[str, str]] = {
    "welcome": {
        "EN": "Hello! I'm the DerLg travel concierge, and I'll help you plan and book a trip in Cambodia. "
        "What kind of trip are you in the mood for: relaxing, adventurous, romantic, cultural, or a family trip?",
        "KH": "ជម្រាបសួរ! ខ្ញុំជាជំនួយការធ្វើដំណើររបស់ DerLg ហើយខ្ញុំនឹងជួយលោក/លោកស្រីរៀបចំ និងកក់ដំណើរកម្សាន្តនៅកម្ពុជា។ "
        "តើលោក/លោកស្រីចង់បានដំណើរកម្សាន្តបែបណា៖ សម្រាកលំហែ ផ្សងព្រេង មនោសញ្ចេតនា ស្វែងយល់វប្បធម៌ ឬដំណើរកម្សាន្តជាមួយក្រុមគ្រួសារ?",
        "ZH": "您好！我是 DerLg 旅行顾问，可以帮您规划并预订柬埔寨之旅。"
        "您想要什么样的旅行：放松休闲、冒险刺激、浪漫之旅、文化探索，还是家庭出游？",
    },
    "resume_trip": {
        "EN": "Welcome back! Last time we were looking at {trip}. Would you like to continue where we left off?",
        "KH": "សូមស្វាគមន៍ការត្រឡប់មកវិញ! លើកមុន យើងកំពុងមើល {trip}។ តើលោក/លោកស្រីចង់បន្តពីកន្លែងដែលយើងបានឈប់ទេ?",
        "ZH": "欢迎回来！上次我们在看「{trip}」。您想从上次中断的地方继续吗？",
    },
    "resume_payment": {
        "EN": "Welcome back! Your booking {ref} for {trip} is reserved and waiting for payment. "
        "Would you like to continue where we left off?",
        "KH": "សូមស្វាគមន៍ការត្រឡប់មកវិញ! ការកក់ {ref} សម្រាប់ {trip} របស់លោក/លោកស្រីត្រូវបានរក្សាទុក ហើយកំពុងរង់ចាំការទូទាត់។ "
        "តើលោក/លោកស្រីចង់បន្តពីកន្លែងដែលយើងបានឈប់ទេ?",
        "ZH": "欢迎回来！您的「{trip}」预订（编号 {ref}）已保留，正在等待付款。您想从上次中断的地方继续吗？",
    },
    "resume_booked": {
        "EN": "Welcome back! Your trip {trip} is booked (reference {ref}). How can I help you get ready?",
        "KH": "សូមស្វាគមន៍ការត្រឡប់មកវិញ! ដំណើរកម្សាន្ត {trip} របស់លោក/លោកស្រីត្រូវបានកក់រួចរាល់ហើយ (លេខយោង {ref})។ "
        "តើខ្ញុំអាចជួយលោក/លោកស្រីរៀបចំការធ្វើដំណើរអ្វីខ្លះ?",
        "ZH": "欢迎回来！您的「{trip}」已预订成功（编号 {ref}）。需要我帮您做哪些出行准备？",
    },
    "resume_planning": {
        "EN": "Welcome back! Last time we were planning your trip. Would you like to continue where we left off?",
        "KH": "សូមស្វាគមន៍ការត្រឡប់មកវិញ! លើកមុន យើងកំពុងរៀបចំដំណើរកម្សាន្តរបស់លោក/លោកស្រី។ តើលោក/លោកស្រីចង់បន្តពីកន្លែងដែលយើងបានឈប់ទេ?",
        "ZH": "欢迎回来！上次我们在为您规划行程。您想从上次中断的地方继续吗？",
    },
    "hold_expired": {
        "EN": "The reservation for {trip} has expired unpaid, so the hold was released and its QR code no longer works. "
        "Would you like me to re-confirm the details and book it again?",
        "KH": "ការរក្សាទុកការកក់សម្រាប់ {trip} បានផុតកំណត់ដោយមិនទាន់បង់ប្រាក់ ហើយការកក់ត្រូវបានលុបចោល ហើយកូដ QR របស់វាលែងប្រើបាន។ "
        "តើលោក/លោកស្រីចង់ឲ្យខ្ញុំបញ្ជាក់ព័ត៌មានម្តងទៀត ហើយកក់ឡើងវិញទេ?",
        "ZH": "「{trip}」的预订保留已过期（未付款），预订已释放，其二维码已失效。需要我为您重新确认信息并再次预订吗？",
    },
    "hold_expired_renewable": {
        "EN": "The hold on your booking {ref} for {trip} ended before payment, so its QR code no longer works. "
        "Would you like me to reserve it again under the same reference {ref}, with a new QR code?",
        "KH": "ការរក្សាទុកការកក់ {ref} សម្រាប់ {trip} បានផុតកំណត់មុនពេលបង់ប្រាក់ ហើយកូដ QR របស់វាលែងប្រើបាន។ "
        "តើលោក/លោកស្រីចង់ឱ្យខ្ញុំកក់វាម្តងទៀតក្រោមលេខយោងដដែល {ref} ជាមួយកូដ QR ថ្មីទេ?",
        "ZH": "您「{trip}」的预订 {ref} 的保留在付款前已到期，其二维码已失效。"
        "需要我用同一个预订编号 {ref} 为您重新预订，并发送新的二维码吗？",
    },
    "payment_confirmed": {
        "EN": "Payment received! Your booking {ref} for {trip} is confirmed.{email} "
        "Would you like a weather check or packing tips for your trip?",
        "KH": "បានទទួលការទូទាត់ហើយ! ការកក់ {ref} សម្រាប់ {trip} របស់លោក/លោកស្រីត្រូវបានបញ្ជាក់។{email} "
        "តើលោក/លោកស្រីចង់ដឹងពីអាកាសធាតុ ឬគន្លឹះរៀបចំឥវ៉ាន់សម្រាប់ដំណើរនេះទេ?",
        "ZH": "已收到付款！您的「{trip}」预订（编号 {ref}）已确认。{email}需要为您查询天气或提供行李打包建议吗？",
    },
    "payment_failed": {
        "EN": "The payment didn't go through (attempt {n} of 3). Don't worry, your reservation is still held. "
        "Would you like a new QR code to try again?",
        "KH": "ការទូទាត់មិនបានជោគជ័យទេ (លើកទី {n} ក្នុងចំណោម ៣ លើក)។ សូមកុំបារម្ភ ការកក់របស់លោក/លោកស្រីនៅតែត្រូវបានរក្សាទុក។ "
        "តើលោក/លោកស្រីចង់បាន QR កូដថ្មីដើម្បីសាកល្បងម្តងទៀតទេ?",
        "ZH": "付款未成功（第 {n} 次，共 3 次）。请放心，您的预订仍在保留中。需要为您生成新的二维码再试一次吗？",
    },
    "support_handoff": {
        "EN": "It looks like we're having trouble with the payment. Let me connect you with our support team: "
        "email {email} or call {phone}. They will help you complete your booking.",
        "KH": "ហាក់ដូចជាមានបញ្ហាជាមួយការទូទាត់។ ខ្ញុំសូមភ្ជាប់លោក/លោកស្រីទៅកាន់ក្រុមការងារជំនួយរបស់យើង៖ "
        "អ៊ីមែល {email} ឬទូរស័ព្ទលេខ {phone}។ ពួកគេនឹងជួយលោក/លោកស្រីបញ្ចប់ការកក់។",
        "ZH": "付款似乎遇到了问题。我为您转接客服团队：邮箱 {email}，电话 {phone}。他们会协助您完成预订。",
    },
    "turn_error": {
        "EN": "Sorry, something went wrong on my side. Please try sending your message again.",
        "KH": "សូមអភ័យទោស មានបញ្ហាកើតឡើងនៅខាងខ្ញុំ។ សូមលោក/លោកស្រីផ្ញើសារម្តងទៀត។",
        "ZH": "抱歉，我这边出了点问题。请您重新发送消息。",
    },
    "consent_confirm": {"EN": "Yes, confirm", "KH": "បាទ/ចាស យល់ព្រម", "ZH": "是的，确认"},
    "consent_decline": {"EN": "Not now", "KH": "មិនទាន់ទេ", "ZH": "先不要"},
    # the card of a cancellation asked about only (previewCancellation purpose "information")
    # short, with its amount; what the amount is made of and any rule go below it (agent/paid_parts.py card_notes)
    "cancellation_if_today": {
        "EN": "If you cancelled today: {amount} back",
        "KH": "បើលុបចោលថ្ងៃនេះ នឹងបានសងវិញ {amount}",
        "ZH": "如果今天取消，可退 {amount}",
    },
    # the card of a change asked about only (previewReschedule purpose "information")
    "reschedule_if_made": {
        "EN": "If you made this change: {amount} to pay",
        "KH": "បើធ្វើការផ្លាស់ប្តូរនេះ ត្រូវបង់ {amount}",
        "ZH": "如果做此更改，需付 {amount}",
    },
    "reschedule_if_made_refund": {
        "EN": "If you made this change: {amount} back",
        "KH": "បើធ្វើការផ្លាស់ប្តូរនេះ នឹងបានសងវិញ {amount}",
        "ZH": "如果做此更改，可退 {amount}",
    },
    # a card among several options shown together, none chosen yet (agent/quote_options.py)
    "quote_option": {
        "EN": "Option {n} of {count}, not chosen yet: {amount} to pay if you pick it",
        "KH": "ជម្រើសទី {n} ក្នុងចំណោម {count} មិនទាន់ជ្រើសរើសទេ៖ ត្រូវបង់ {amount} បើលោកអ្នកជ្រើសរើសវា",
        "ZH": "选项 {n}/{count}（尚未选择）：如选此项，需付 {amount}",
    },
    "quote_option_refund": {
        "EN": "Option {n} of {count}, not chosen yet: {amount} back if you pick it",
        "KH": "ជម្រើសទី {n} ក្នុងចំណោម {count} មិនទាន់ជ្រើសរើសទេ៖ នឹងបានសងវិញ {amount} បើលោកអ្នកជ្រើសរើសវា",
        "ZH": "选项 {n}/{count}（尚未选择）：如选此项，可退 {amount}",
    },
    "turn_waiting": {
        "EN": "Sorry, I can't answer just now. Your message is kept: I'll reply as soon as I can, no need to send it again.",
        "KH": "សូមអភ័យទោស ខ្ញុំមិនអាចឆ្លើយបានភ្លាមៗទេ។ សាររបស់លោក/លោកស្រីត្រូវបានរក្សាទុក៖ ខ្ញុំនឹងឆ្លើយឆាប់ៗ មិនចាំបាច់ផ្ញើម្តងទៀតទេ។",
        "ZH": "抱歉，我暂时无法回复。您的消息已保留，我会尽快回复，无需重新发送。",
    },
    "loop_limit": {
        "EN": "Sorry, I couldn't finish that request. Could you ask again, perhaps in a simpler way?",
        "KH": "សូមអភ័យទោស ខ្ញុំមិនអាចបំពេញសំណើនោះបានទេ។ តើលោក/លោកស្រីអាចសួរម្តងទៀតឲ្យសាមញ្ញជាងនេះបានទេ?",
        "ZH": "抱歉，我没能完成这个请求。您能换一种更简单的方式再问一次吗？",
    },
    "service_busy": {
        "EN": "Our booking system is busy right now. Please try again in a minute.",
        "KH": "ប្រព័ន្ធកក់របស់យើងកំពុងរវល់នៅពេលនេះ។ សូមព្យាយាមម្តងទៀតក្នុងរយៈពេលមួយនាទី។",
        "ZH": "我们的预订系统目前繁忙，请一分钟后再试。",
    },
    "session_ended": {
        "EN": "This chat has ended. Start a new chat any time to plan your next trip!",
        "KH": "ការសន្ទនានេះបានបញ្ចប់ហើយ។ លោក/លោកស្រីអាចចាប់ផ្តើមការសន្ទនាថ្មីបានគ្រប់ពេល ដើម្បីរៀបចំដំណើរកម្សាន្តបន្ទាប់!",
        "ZH": "本次对话已结束。您随时可以开始新的对话，规划下一次旅行！",
    },
    "reminder": {
        "EN": "Reminder: your trip {trip} starts on {date}. Would you like a weather check or packing tips?",
        "KH": "សូមរំលឹក៖ ដំណើរកម្សាន្ត {trip} របស់លោក/លោកស្រីនឹងចាប់ផ្តើមនៅ{date}។ តើលោក/លោកស្រីចង់ដឹងពីអាកាសធាតុ ឬគន្លឹះរៀបចំឥវ៉ាន់ទេ?",
        "ZH": "温馨提醒：您的「{trip}」将于{date}出发。需要为您查询天气或提供行李打包建议吗？",
    },
}

_YOUR_TRIP = {"EN": "your trip", "KH": "ដំណើរកម្សាន្តរបស់លោក/លោកស្រី", "ZH": "您的行程"}
# Said only when an email address is known for the booking (nothing else promises an email).
_EMAIL_ON_ITS_WAY = {
    "EN": " A confirmation email is on its way.",
    "KH": " អ៊ីមែលបញ្ជាក់ការកក់នឹងត្រូវផ្ញើទៅកាន់អ៊ីមែលរបស់លោក/លោកស្រី។",
    "ZH": "确认邮件将发送至您的邮箱。",
}
KH_MONTHS = ("មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ")
_KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")


def khmer_digits(value: object) -> str:
    return str(value).translate(_KH_DIGITS)


def local_date(lang: str, iso_date: str) -> str:
    """An ISO date written the traveller's way: ថ្ងៃទី២០ ខែមេសា ឆ្នាំ២០២៦ / 2026年4月20日 (EN unchanged)."""
    try:
        year, month, day = (int(p) for p in iso_date[:10].split("-"))
        if not 1 <= month <= 12:
            raise ValueError(iso_date)
    except ValueError:
        return iso_date
    if lang == "KH":
        return f"ថ្ងៃទី{khmer_digits(day)} ខែ{KH_MONTHS[month - 1]} ឆ្នាំ{khmer_digits(year)}"
    if lang == "ZH":
        return f"{year}年{month}月{day}日"
    return iso_date


def text(key: str, lang: str, **values: object) -> str:
    """The ``key`` text in ``lang`` (English fallback), with ``values`` filled in (numbers in
    Khmer digits for KH)."""
    table = TEXTS[key]
    if lang == "KH":
        values = {k: khmer_digits(v) if isinstance(v, int) else v for k, v in values.items()}
    return table.get(lang, table["EN"]).format(**values)


def _trip(lang: str, trip_name: Optional[str]) -> str:
    return trip_name or _YOUR_TRIP.get(lang, _YOUR_TRIP["EN"])


def welcome_text(lang: str) -> str:
    return text("welcome", lang)


def resume_text(lang: str, state: ConversationState) -> str:
    """The recovery message of 003 §5: names the key point of progress, no full recap."""
    trip = state.selected_trip_name or state.selected_trip_id
    if state.state == AgentState.POST_BOOKING and state.booking_ref:
        return text("resume_booked", lang, trip=_trip(lang, trip), ref=state.booking_ref)
    if state.state == AgentState.PAYMENT and state.booking_ref:
        return text("resume_payment", lang, trip=_trip(lang, trip), ref=state.booking_ref)
    if trip:
        return text("resume_trip", lang, trip=trip)
    return text("resume_planning", lang)


def hold_expired_text(lang: str, trip_name: Optional[str], renewable_ref: Optional[str] = None) -> str:
    """The hold ran out; with ``renewable_ref`` the traveller is told they can keep that reference."""
    if renewable_ref:
        return text("hold_expired_renewable", lang, trip=_trip(lang, trip_name), ref=renewable_ref)
    return text("hold_expired", lang, trip=_trip(lang, trip_name))


def payment_confirmed_text(
    lang: str, booking_ref: Optional[str], trip_name: Optional[str], email_known: bool = False
) -> str:
    """Payment received; a confirmation email is mentioned only when ``email_known``."""
    email = _EMAIL_ON_ITS_WAY.get(lang, _EMAIL_ON_ITS_WAY["EN"]) if email_known else ""
    return text("payment_confirmed", lang, ref=booking_ref or "", trip=_trip(lang, trip_name), email=email).replace(
        "  ", " "
    )


def payment_failed_text(lang: str, attempts: int) -> str:
    """Failed attempt ``attempts`` of 3; from the 3rd on, the support hand-off text instead."""
    if attempts >= 3:
        return support_handoff_text(lang)
    return text("payment_failed", lang, n=attempts)


def support_handoff_text(lang: str) -> str:
    return text("support_handoff", lang, email=SUPPORT_EMAIL, phone=SUPPORT_PHONE)


def turn_error_text(lang: str) -> str:
    return text("turn_error", lang)


def turn_waiting_text(lang: str) -> str:
    return text("turn_waiting", lang)


def loop_limit_text(lang: str) -> str:
    return text("loop_limit", lang)


def service_busy_text(lang: str) -> str:
    return text("service_busy", lang)


def session_ended_text(lang: str) -> str:
    return text("session_ended", lang)


def reminder_text(lang: str, trip_name: Optional[str], travel_date: str) -> str:
    """The automatic reminder 24 hours before travel (003 §3 stage 7)."""
    return text("reminder", lang, trip=_trip(lang, trip_name), date=local_date(lang, travel_date))
