"""The scripted model's booking sentences (summary lines, the booking details questions), EN/KH/ZH.

Merged into :data:`activities.models.scripted.phrases.PHRASES`; kept apart so each table stays short.
"""

from __future__ import annotations

BOOKING_PHRASES: dict[str, dict[str, str]] = {
    "price_line": {
        "EN": "{name}: ${price} per person for {days} days.",
        "KH": "{name}៖ ${price} ក្នុងម្នាក់ សម្រាប់ {days} ថ្ងៃ។",
        "ZH": "{name}：每人 ${price}，共 {days} 天。",
    },
    # a price asked under the summary, from the summary's own figures (explore._summary_price)
    "summary_price": {
        "EN": "For {people}: {total} in total, {pp} per adult.",
        "KH": "សម្រាប់ {people} នាក់៖ សរុប {total} ក្នុងម្នាក់ {pp}។",
        "ZH": "{people} 人总价 {total}，每位大人 {pp}。",
    },
    "local_figure": {"EN": " (about {v})", "KH": " (ប្រហែល {v})", "ZH": "（约 {v}）"},
    "summary_intro": {
        "EN": "Here is your booking summary:",
        "KH": "នេះគឺជាសេចក្តីសង្ខេបនៃការកក់របស់អ្នក៖",
        "ZH": "以下是您的预订摘要：",
    },
    # above the summary card (agent/quote_card.py), which carries the figures: never repeated here (issue 38)
    "summary_card": {
        "EN": "Here is your booking summary{contact}.",
        "KH": "នេះគឺជាសេចក្តីសង្ខេបនៃការកក់របស់អ្នក{contact}។",
        "ZH": "这是您的预订摘要{contact}。",
    },
    "summary_card_contact": {"EN": ", booked under {v}", "KH": " ក្រោមឈ្មោះ {v}", "ZH": "（预订人：{v}）"},
    "summary_trip": {"EN": "Trip: {v}", "KH": "ដំណើរ៖ {v}", "ZH": "行程：{v}"},
    "summary_dates": {"EN": "Dates: {v}", "KH": "កាលបរិច្ឆេទ៖ {v}", "ZH": "日期：{v}"},
    "summary_people": {"EN": "Travellers: {v}", "KH": "អ្នកដំណើរ៖ {v} នាក់", "ZH": "人数：{v}"},
    "summary_total": {"EN": "Total: ${v}", "KH": "តម្លៃសរុប៖ ${v}", "ZH": "总价：${v}"},
    "summary_kept": {
        "EN": "No rush — the summary stays as it is, and nothing is reserved yet.",
        "KH": "មិនប្រញាប់ទេ — សេចក្តីសង្ខេបនៅដដែល ហើយមិនទាន់កក់ទុកអ្វីនៅឡើយទេ។",
        "ZH": "不着急——预订摘要保持不变，目前还没有为您预留。",
    },
    "ask_confirm_booking": {
        "EN": "Shall I go ahead and book this for you?",
        "KH": "តើខ្ញុំអាចកក់ដំណើរនេះសម្រាប់អ្នកឥឡូវនេះបានទេ?",
        "ZH": "要我现在为您预订吗？",
    },
    # {hold}: "hold_to_pay" with the backend's own hold (previewBooking's hold_minutes), or nothing
    "ask_confirm_reserve": {
        "EN": "Shall I reserve it now?{hold}",
        "KH": "តើខ្ញុំអាចកក់ទុកឥឡូវនេះបានទេ?{hold}",
        "ZH": "现在为您预留吗？{hold}",
    },
    "hold_to_pay": {
        "EN": " You will then have {minutes} minutes to pay.",
        "KH": " បន្ទាប់មក លោក/លោកស្រីមាន {minutes} នាទីដើម្បីបង់ប្រាក់។",
        "ZH": "预留后您有 {minutes} 分钟完成付款。",
    },
    "summary_pickup": {"EN": "Pickup: {v}", "KH": "កន្លែងទទួល៖ {v}", "ZH": "接送地点：{v}"},
    "ask_travel_date": {
        "EN": "When would you like to start? (YYYY-MM-DD)",
        "KH": "តើអ្នកចង់ចាប់ផ្តើមដំណើរនៅថ្ងៃណា? (YYYY-MM-DD)",
        "ZH": "您想哪天出发？（YYYY-MM-DD）",
    },
    "ask_customer_name": {
        "EN": "What is the full name for the booking?",
        "KH": "តើឈ្មោះពេញសម្រាប់ការកក់គឺអ្វី?",
        "ZH": "预订人的全名是什么？",
    },
    "ask_customer_phone": {
        "EN": "What phone number can we reach you on, with the country code (e.g. +855)?",
        "KH": "តើលេខទូរស័ព្ទរបស់អ្នកគឺអ្វី ដោយមានលេខកូដប្រទេស (ឧ. +855)?",
        "ZH": "您的联系电话是多少，请带国家区号（如 +855）？",
    },
    "ask_pickup_location": {
        "EN": "Where should we pick you up — your hotel or an address?",
        "KH": "តើយើងគួរមកទទួលអ្នកនៅឯណា — សណ្ឋាគារ ឬអាសយដ្ឋានរបស់អ្នក?",
        "ZH": "我们应该在哪里接您——酒店还是具体地址？",
    },
    "details_invalid": {
        "EN": "That doesn't look quite right ({error}).",
        "KH": "ព័ត៌មាននោះហាក់ដូចជាមិនត្រឹមត្រូវ ({error})។",
        "ZH": "这个信息似乎不太对（{error}）。",
    },
    "ask_what_change": {
        "EN": "No problem — what would you like to change?",
        "KH": "មិនអីទេ — តើអ្នកចង់ផ្លាស់ប្តូរអ្វី?",
        "ZH": "没问题——您想修改什么？",
    },
    "reserved": {  # {until}: the QR's own deadline (expires_at), never a fixed length
        "EN": "Your trip is reserved until {until} — complete the payment to confirm your booking.",
        "KH": "ដំណើររបស់លោក/លោកស្រីត្រូវបានកក់ទុករហូតដល់ {until} — សូមបង់ប្រាក់ដើម្បីបញ្ជាក់ការកក់។",
        "ZH": "您的行程已为您保留至 {until}——请完成付款以确认预订。",
    },
    "reserved_no_deadline": {
        "EN": "Your trip is reserved — complete the payment before the hold ends to confirm your booking.",
        "KH": "ដំណើររបស់លោក/លោកស្រីត្រូវបានកក់ទុក — សូមបង់ប្រាក់មុនពេលការកក់ទុកផុតកំណត់ ដើម្បីបញ្ជាក់ការកក់។",
        "ZH": "您的行程已为您保留——请在保留结束前完成付款以确认预订。",
    },
    "booking_ref_line": {
        "EN": "Booking reference: {ref}. Scan the QR code to pay ${amount}.",
        "KH": "លេខយោងការកក់៖ {ref}។ សូមស្កេនកូដ QR ដើម្បីបង់ ${amount}។",
        "ZH": "预订编号：{ref}。请扫描二维码支付 ${amount}。",
    },
    # ------------------------------------------------------------------ every missing detail in one question
    "ask_booking_details": {
        "EN": "To book it I just need {items} — could you send them (all in one message is fine)?",
        "KH": "ដើម្បីកក់ដំណើរនេះ ខ្ញុំត្រូវការតែ {items} — តើអ្នកអាចផ្ញើមកបានទេ (ក្នុងសារតែមួយក៏បាន)?",
        "ZH": "为您预订还需要以下信息：{items}——可以发给我吗（一条消息发完也可以）？",
    },
    "detail_date": {"EN": "the start date", "KH": "ថ្ងៃចាប់ផ្តើមដំណើរ", "ZH": "出发日期"},
    "detail_name": {"EN": "the full name for the booking", "KH": "ឈ្មោះពេញសម្រាប់ការកក់", "ZH": "预订人全名"},
    "detail_phone": {
        "EN": "a phone number with the country code",
        "KH": "លេខទូរស័ព្ទដែលមានលេខកូដប្រទេស",
        "ZH": "带国家区号的联系电话",
    },
    "detail_pickup": {
        "EN": "where to pick you up (hotel or address)",
        "KH": "កន្លែងមកទទួលអ្នក (សណ្ឋាគារ ឬអាសយដ្ឋាន)",
        "ZH": "接送地点（酒店或地址）",
    },
    "detail_requests": {  # asked last, so an answer's requests are its last part (special_notes.request_part)
        "EN": "any special requests (a diet, a child seat, help with walking)",
        "KH": "សំណើពិសេសណាមួយ (អាហារ កៅអីកុមារ ឬជំនួយពេលដើរ)",
        "ZH": "特殊要求（饮食、儿童座椅、行动不便等，如有）",
    },
    "summary_contact": {"EN": "Booked under: {v}", "KH": "ឈ្មោះអ្នកកក់៖ {v}", "ZH": "预订人：{v}"},
    "summary_requests": {"EN": "Special requests: {v}", "KH": "សំណើពិសេស៖ {v}", "ZH": "特殊要求：{v}"},
    "details_noted": {"EN": "Noted: {v}.", "KH": "បានកត់ត្រា៖ {v}។", "ZH": "已记下：{v}。"},
    "ask_which_date": {
        "EN": "Just to be sure of the date: do you mean {a} or {b}?",
        "KH": "សូមបញ្ជាក់កាលបរិច្ឆេទ៖ តើអ្នកចង់និយាយថា {a} ឬ {b}?",
        "ZH": "确认一下日期：您指的是 {a} 还是 {b}？",
    },
    # a pickup off the trip's route, refused by the backend (route_pickup.py)
    "pickup_refused": {
        "EN": "We can't pick you up in {city}: this trip starts from {start}, and the transfer from {city} is "
        "not included. You can be picked up in {start}{join}.",
        "KH": "យើងមិនអាចមកទទួលអ្នកនៅ {city} បានទេ៖ ដំណើរនេះចេញពី {start} ហើយការធ្វើដំណើរពី {city} "
        "មិនរួមបញ្ចូលទេ។ អ្នកអាចឱ្យយើងទទួលនៅ {start}{join}។",
        "ZH": "我们无法在{city}接您：此行程从{start}出发，从{city}过去的交通不包含在内。您可以在{start}上车{join}。",
    },
    "pickup_join": {
        "EN": ", or make your own way to {where} and join the group at your hotel there",
        "KH": " ឬធ្វើដំណើរទៅ {where} ដោយខ្លួនឯង ហើយចូលរួមជាមួយក្រុមនៅសណ្ឋាគាររបស់អ្នកនៅទីនោះ",
        "ZH": "，或自行前往{where}，在那里的酒店与团队会合",
    },
    "pickup_meet_centre": {"EN": "Town centre, {city}", "KH": "កណ្តាលក្រុង {city}", "ZH": "{city}市中心"},
    "pickup_meet_hotel": {"EN": "My hotel in {city}", "KH": "សណ្ឋាគាររបស់ខ្ញុំនៅ {city}", "ZH": "我在{city}的酒店"},
    # a refusal whose own text is not in the session's language, described in it (compose.error_text)
    "field_name": {"EN": "name", "KH": "ឈ្មោះ", "ZH": "姓名"},
    "field_phone": {"EN": "phone", "KH": "លេខទូរស័ព្ទ", "ZH": "电话"},
    "field_email": {"EN": "e-mail", "KH": "អ៊ីមែល", "ZH": "邮箱"},
    "refused_activity": {
        "EN": "'{activity}' is not something this trip can add.",
        "KH": "'{activity}' មិនមែនជាកម្មវិធីដែលដំណើរនេះអាចបន្ថែមបានទេ។ សូមប្រាប់ខ្ញុំពីកម្មវិធីផ្សេងដែលអ្នកចង់បន្ថែម។",
        "ZH": "「{activity}」不是这个行程可以添加的项目。请告诉我您想添加的其他项目。",
    },
    "refused_request": {
        "EN": "this request could not be done.",
        "KH": "សំណើនេះមិនអាចធ្វើបានទេ។ សូមប្រាប់ខ្ញុំម្តងទៀតនូវអ្វីដែលអ្នកចង់បាន។",
        "ZH": "这个请求无法完成。请再告诉我一次您想要什么。",
    },
}
