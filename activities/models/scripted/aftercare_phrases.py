"""What the scripted model says after payment (EN / KH / ZH): change quotes, their outcomes, refunds.

A change quote says what the change does: a move names its new dates, a traveller leaving says who
leaves and that the dates stay, a shorter trip keeps its start and names its new end (held-out batch Q:
a friend leaving and a trip shortened were both put as "move the booking"). Every quote ends with the
same question, which the quick replies recognise (quick_replies.py).
"""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {
    "quote_move": {
        # the money is on the quote card (agent/quote_card.py), never repeated here (issue 38)
        "EN": "I can move booking {ref} to {start} → {end} for {people} {people_word}; the cost is on the card. Shall I confirm this change?",
        "KH": "ខ្ញុំអាចប្តូរការកក់ {ref} ទៅ {start} → {end} សម្រាប់ {people} នាក់ តម្លៃមាននៅលើកាត។ តើខ្ញុំបញ្ជាក់ការផ្លាស់ប្តូរនេះទេ?",
        "ZH": "我可以把预订 {ref} 改到 {start} → {end}，{people} 人，费用见卡片。要我确认这次更改吗？",
    },
    "quote_leave": {
        # who leaves, the dates kept; what comes back is on the quote card
        "EN": "I can take {leaving} off booking {ref}: it stays {start} → {end}, now for {people} {people_word}; what comes back is on the card. Shall I confirm this change?",
        "KH": "ខ្ញុំអាចដក {leaving} ចេញពីការកក់ {ref}៖ ថ្ងៃនៅដដែល {start} → {end} ឥឡូវសម្រាប់ {people} នាក់ ប្រាក់ដែលបានមកវិញមាននៅលើកាត។ តើខ្ញុំបញ្ជាក់ការផ្លាស់ប្តូរនេះទេ?",
        "ZH": "我可以把{leaving}从预订 {ref} 中去掉：日期不变 {start} → {end}，现为 {people} 人，退回的金额见卡片。要我确认这次更改吗？",
    },
    "already_cancelled": {  # the backend's own words when they are not in the session's language
        "EN": "Booking {ref} is already cancelled: it cannot be changed.",
        "KH": "ការកក់ {ref} ត្រូវបានលុបចោលរួចហើយ៖ មិនអាចផ្លាស់ប្តូរបានទេ។",
        "ZH": "预订 {ref} 已经取消，无法再更改。",
    },
    "not_addable": {
        # a plain answer (no question): what the trip can add instead, each with its price per adult
        "EN": "{activity} is not something this trip can add. It can add, per adult: {items}. Name the one you'd like and I'll quote it for your group.",
        "KH": "{activity} មិនមែនជាអ្វីដែលដំណើរនេះអាចបន្ថែមបានទេ។ អាចបន្ថែមបាន (ក្នុងមនុស្សធំម្នាក់)៖ {items}។ ប្រាប់ខ្ញុំមួយណា ខ្ញុំនឹងគិតតម្លៃជូនក្រុមរបស់អ្នក។",
        "ZH": "「{activity}」这个行程加不了。可以加的有（每位成人）：{items}。告诉我您要哪一项，我就为您报价。",
    },
    "can_add": {  # a plain answer to "what can you add?": the list, each with its price per adult
        "EN": "This trip can add, per adult: {items}. Name the one you'd like and I'll quote it for your group.",
        "KH": "ដំណើរនេះអាចបន្ថែមបាន (ក្នុងមនុស្សធំម្នាក់)៖ {items}។ ប្រាប់ខ្ញុំមួយណា ខ្ញុំនឹងគិតតម្លៃជូនក្រុមរបស់អ្នក។",
        "ZH": "这个行程可以加的有（每位成人）：{items}。告诉我您要哪一项，我就为您报价。",
    },
    "in_plan_already": {  # an activity asked to be added that the plan already holds, at no extra cost
        "EN": "{asked}: already in your plan at no extra cost (day {day}: {held}).",
        "KH": "{asked}៖ មានក្នុងកម្មវិធីរបស់អ្នករួចហើយ ដោយមិនគិតថ្លៃបន្ថែម (ថ្ងៃទី {day}៖ {held})។",
        "ZH": "「{asked}」已经在您的行程里，不另收费（第 {day} 天：{held}）。",
    },
    "which_add_on": {  # "yes, add it" under the list, naming none of it
        "EN": "Which one would you like to add: {items}?",
        "KH": "តើអ្នកចង់បន្ថែមមួយណា៖ {items}?",
        "ZH": "请问您想加哪一项：{items}？",
    },
    "nothing_to_add": {
        "EN": "This trip has nothing more it can add.",
        "KH": "ដំណើរនេះមិនមានអ្វីអាចបន្ថែមទៀតទេ។",
        "ZH": "这个行程没有其他可以加的项目了。",
    },
    "leaving_adults": {"EN": "{n} adult(s)", "KH": "មនុស្សធំ {n} នាក់", "ZH": "{n} 位大人"},
    "leaving_children": {"EN": "the child aged {ages}", "KH": "កូនអាយុ {ages} ឆ្នាំ", "ZH": "{ages} 岁的孩子"},
    "quote_add": {
        # the dates and group stay; the cost is on the quote card
        "EN": "I can add {activities} to booking {ref} ({start} → {end}) for {people} {people_word}; the cost is on the card. Shall I confirm this change?",
        "KH": "ខ្ញុំអាចបន្ថែម {activities} ទៅការកក់ {ref} ({start} → {end}) សម្រាប់ {people} នាក់ តម្លៃមាននៅលើកាត។ តើខ្ញុំបញ្ជាក់ការផ្លាស់ប្តូរនេះទេ?",
        "ZH": "我可以为预订 {ref}（{start} → {end}，{people} 人）加上{activities}，费用见卡片。要我确认这次更改吗？",
    },
    "quote_shorter": {
        # the start kept, the new end named; what comes back is on the quote card
        "EN": "I can make booking {ref} {days} days: it keeps its start {start} and now ends {end}, for {people} {people_word}; what comes back is on the card. Shall I confirm this change?",
        "KH": "ខ្ញុំអាចធ្វើឱ្យការកក់ {ref} នៅសល់ {days} ថ្ងៃ៖ ចាប់ផ្តើមដដែល {start} ហើយបញ្ចប់ {end} សម្រាប់ {people} នាក់ ប្រាក់ដែលបានមកវិញមាននៅលើកាត។ តើខ្ញុំបញ្ជាក់ការផ្លាស់ប្តូរនេះទេ?",
        "ZH": "我可以把预订 {ref} 改为 {days} 天：出发日期 {start} 不变，{end} 结束，{people} 人，退回的金额见卡片。要我确认这次更改吗？",
    },
    "to_pay": {
        "EN": "The difference to pay is ${amount} (a new QR code).",
        "KH": "ប្រាក់ត្រូវបង់បន្ថែម ${amount} (កូដ QR ថ្មី)។",
        "ZH": "需补差价 ${amount}（新的二维码）。",
    },
    "to_refund": {
        "EN": "You would get ${amount} back.",
        "KH": "អ្នកនឹងទទួលបានប្រាក់វិញ ${amount}។",
        "ZH": "您将获得 ${amount} 退款。",
    },
    "moved": {
        "EN": "Done: booking {ref} now runs {start} → {end} for {people} {people_word}. Your pre-travel reminder moves with it.",
        "KH": "រួចរាល់៖ ការកក់ {ref} ឥឡូវ {start} → {end} សម្រាប់ {people} នាក់។",
        "ZH": "已完成：预订 {ref} 现为 {start} → {end}，{people} 人。出发提醒也已随之调整。",
    },
    "moved_awaiting_top_up": {
        # a change whose top-up is unpaid is not done: the booking stays as paid until it is (agent/pending_change.py)
        "EN": "Changed, awaiting the top-up: once it is paid, booking {ref} runs {start} → {end} for {people} {people_word}; until then it stays as paid.",
        "KH": "ការផ្លាស់ប្តូររង់ចាំការបង់បន្ថែម៖ ពេលបង់រួច ការកក់ {ref} នឹងជា {start} → {end} សម្រាប់ {people} នាក់ មុននោះវានៅដូចដែលបានបង់។",
        "ZH": "更改待补款：补款后，预订 {ref} 为 {start} → {end}，{people} 人；在此之前按已付款的安排不变。",
    },
    "quote_cancel": {
        # the refund and its terms are on the quote card (agent/quote_card.py), never repeated here (issue 38)
        "EN": "The refund for cancelling booking {ref} is on the card. Shall I cancel it?",
        "KH": "ប្រាក់សងវិញសម្រាប់ការលុបចោលការកក់ {ref} មាននៅលើកាត។ តើខ្ញុំលុបចោលវាទេ?",
        "ZH": "取消预订 {ref} 的退款见卡片。要我取消吗？",
    },
    "cancelled_paid": {
        "EN": "Booking {ref} is cancelled. Refund: ${refund}, status {status}, expected by {expected}.",
        "KH": "ការកក់ {ref} ត្រូវបានលុបចោល។ ប្រាក់សងវិញ៖ ${refund} ស្ថានភាព {status}។",
        "ZH": "预订 {ref} 已取消。退款：${refund}，状态 {status}，预计 {expected} 前到账。",
    },
    "refund_line": {
        "EN": "Refund {id}: ${amount}, {status} (expected by {expected}).",
        "KH": "ប្រាក់សងវិញ {id}៖ ${amount} {status}។",
        "ZH": "退款 {id}：${amount}，{status}（预计 {expected}）。",
    },
    "no_refunds": {
        "EN": "There is no refund on booking {ref}.",
        "KH": "មិនមានការសងប្រាក់សម្រាប់ការកក់ {ref} ទេ។",
        "ZH": "预订 {ref} 没有退款。",
    },
    "kept": {
        "EN": "Okay, nothing changed: booking {ref} stays as it is.",
        "KH": "យល់ហើយ ការកក់ {ref} នៅដដែល។",
        "ZH": "好的，预订 {ref} 保持不变。",
    },
    "plain_yes_reschedule": {
        "EN": "Before I change anything: shall I confirm this change to booking {ref} for the amount shown? Please answer yes or no.",
        "KH": "មុននឹងប្តូរអ្វីៗ៖ តើខ្ញុំបញ្ជាក់ការផ្លាស់ប្តូរការកក់ {ref} តាមតម្លៃដែលបានបង្ហាញទេ? សូមឆ្លើយ ចាស/បាទ ឬ ទេ។",
        "ZH": "更改之前先确认：要我按上面的金额确认预订 {ref} 的这次更改吗？请回答“是”或“不”。",
    },
    "plain_yes_cancellation": {
        "EN": "Before I cancel anything: shall I cancel booking {ref} with the refund shown? Please answer yes or no.",
        "KH": "មុននឹងលុបចោល៖ តើខ្ញុំលុបចោលការកក់ {ref} ជាមួយប្រាក់សងវិញដែលបានបង្ហាញមែនទេ? សូមឆ្លើយ ចាស/បាទ ឬ ទេ។",
        "ZH": "取消之前先确认：要我按上面的退款取消预订 {ref} 吗？请回答“是”或“不”。",
    },
    "refund_tier": {
        # held-out batch H: "why only half? I already moved to 01-13" was read as a new move
        "EN": "The refund tier counts from the earlier of the original and the new start date, so a move does not raise it; the figures for booking {ref} are on the card. Shall I cancel it?",
        "KH": "កម្រិតប្រាក់សងវិញគិតពីថ្ងៃចាប់ផ្តើមដែលមុនជាង រវាងថ្ងៃដើម និងថ្ងៃថ្មី ដូច្នេះការប្តូរថ្ងៃមិនបង្កើនវាទេ។ តួលេខសម្រាប់ការកក់ {ref} មាននៅលើកាត។ តើខ្ញុំលុបចោលវាទេ?",
        "ZH": "退款档位按原出发日期和新出发日期中较早的一天计算，所以改期不会提高退款；预订 {ref} 的金额见卡片。要我取消吗？",
    },
    "refund_policy": {
        "EN": "The refund follows the cancellation policy on the card: it depends on how many days before the start you cancel. Shall I cancel booking {ref}?",
        "KH": "ប្រាក់សងវិញអនុវត្តតាមគោលការណ៍លុបចោលនៅលើកាត៖ វាអាស្រ័យលើចំនួនថ្ងៃមុនថ្ងៃចាប់ផ្តើមដែលអ្នកលុបចោល។ តើខ្ញុំលុបចោលការកក់ {ref} ទេ?",
        "ZH": "退款按卡片上的取消政策计算：取决于您在出发前多少天取消。要我取消预订 {ref} 吗？",
    },
    "ask_which_child": {
        "EN": "Which child will not come? Please tell me their age.",
        "KH": "តើកូនណាដែលមិនទៅ? សូមប្រាប់អាយុរបស់គាត់។",
        "ZH": "请问是哪个孩子不去了？请告诉我孩子的年龄。",
    },
    "already_runs": {  # a length asked that the booking already has (held-out batch P)
        "EN": "Booking {ref} already runs {start} → {end} ({days} days). Tell me if you would like it longer.",
        "KH": "ការកក់ {ref} មានរួចហើយ {start} → {end} ({days} ថ្ងៃ)។ ប្រាប់ខ្ញុំ ប្រសិនបើអ្នកចង់បានយូរជាងនេះ។",
        "ZH": "预订 {ref} 已经是 {start} → {end}（{days} 天）。如需更长，请告诉我。",
    },
    "ask_new_date": {
        "EN": "Which new start date would you like?",
        "KH": "តើអ្នកចង់ចាប់ផ្តើមថ្ងៃណាថ្មី?",
        "ZH": "您想改到哪天出发？",
    },
}


def say(key: str, lang: str, **values: object) -> str:
    """The phrase with its values; a head count of one is "1 person", never "1 people" (batch S valletta)."""
    table = PHRASES[key]
    return (table.get(lang) or table["EN"]).format(**values, people_word=people_word(values.get("people")))


def people_word(count: object) -> str:
    return "person" if str(count) == "1" else "people"
