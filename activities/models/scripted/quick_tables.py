"""The scripted model's quick replies, as tables (issue 39): for each question it asks, and for each
stage when it asks none, the answers a traveller can tap, in EN / KH / ZH.

Each option is ``(value, {lang: (label, text)})``: ``label`` is the button, ``text`` the message a
tap posts (worded so that the offline model understands it at that point), ``value`` the
structured choice id. Options that depend on the conversation (the trips shown, dates, pickup
places) are built in :mod:`activities.models.scripted.quick_replies`.
"""

from __future__ import annotations

Option = tuple[str, dict[str, tuple[str, str]]]


def _same(value: str, en: str, kh: str, zh: str) -> Option:
    """An option whose label is also the text it posts."""
    return value, {"EN": (en, en), "KH": (kh, kh), "ZH": (zh, zh)}


YES_BOOK: Option = (
    "reply:yes",
    {
        "EN": ("Yes, book it", "Yes, book it"),
        "KH": ("បាទ កក់ទៅ", "បាទ កក់ទៅ"),
        "ZH": ("好的，就订这个", "好的，就订这个"),
    },
)
YES_RESERVE: Option = _same("reply:yes", "Yes, reserve it", "បាទ កក់ទុក", "好的，预留")
YES: Option = _same("reply:yes", "Yes, please", "បាទ យល់ព្រម", "好的")
NOT_YET: Option = _same("reply:no", "Not yet", "មិនទាន់ទេ", "先不")
KEEP: Option = _same("reply:no", "No, keep it as it is", "ទេ រក្សាទុកដដែល", "不，保持不变")
START_OVER: Option = _same("stage:DISCOVERY", "Start over", "ចាប់ផ្តើមម្តងទៀត", "重新开始")

BY_QUESTION: dict[str, list[Option]] = {
    "ask_mood": [
        (
            "mood:stressed",
            {
                "EN": ("Relaxing", "Something relaxing"),
                "KH": ("សម្រាកលំហែ", "ខ្ញុំចង់សម្រាកលំហែ"),
                "ZH": ("放松", "想放松一下"),
            },
        ),
        (
            "mood:adventurous",
            {
                "EN": ("Adventurous", "Something adventurous"),
                "KH": ("ផ្សងព្រេង", "ខ្ញុំចង់ផ្សងព្រេង"),
                "ZH": ("冒险", "想去冒险"),
            },
        ),
        (
            "mood:romantic",
            {"EN": ("Romantic", "Something romantic"), "KH": ("រ៉ូមែនទិក", "ដំណើររ៉ូមែនទិក"), "ZH": ("浪漫", "浪漫之旅")},
        ),
        (
            "mood:curious",
            {"EN": ("Cultural", "Culture and history"), "KH": ("វប្បធម៌", "ខ្ញុំចង់ស្វែងយល់វប្បធម៌"), "ZH": ("文化", "文化历史")},
        ),
        (
            "mood:family",
            {"EN": ("Family", "A family trip"), "KH": ("គ្រួសារ", "ដំណើរកម្សាន្តជាមួយគ្រួសារ"), "ZH": ("家庭", "家庭旅行")},
        ),
    ],
    "ask_environment": [
        _same("environment:BEACH", "The beach", "ឆ្នេរសមុទ្រ", "海边"),
        _same("environment:TEMPLE", "Temples", "ប្រាសាទ", "寺庙"),
        _same("environment:ISLAND", "Islands", "កោះ", "海岛"),
        _same("environment:MOUNTAIN", "Mountains", "ភ្នំ", "山区"),
        _same("environment:FOREST", "Forest", "ព្រៃ", "森林"),
        _same("environment:CITY", "The city", "ទីក្រុង", "城市"),
    ],
    "ask_duration_days": [
        _same("duration_days:2", "2 days", "២ ថ្ងៃ", "2天"),
        _same("duration_days:3", "3 days", "៣ ថ្ងៃ", "3天"),
        _same("duration_days:5", "5 days", "៥ ថ្ងៃ", "5天"),
        _same("duration_days:7", "1 week", "៧ ថ្ងៃ", "7天"),
    ],
    "ask_people_count": [
        _same("people_count:1", "Just me", "ម្នាក់ឯង", "一个人"),
        _same("people_count:2", "2 people", "២ នាក់", "2个人"),
        _same("people_count:3", "3 people", "៣ នាក់", "3个人"),
        _same("people_count:4", "4 people", "៤ នាក់", "4个人"),
    ],
    "ask_budget": [
        _same("budget:0-50", "Under $50 per person", "ក្រោម $50 ក្នុងម្នាក់", "每人最多 $50"),
        _same("budget:50-150", "$50-$150 per person", "$50-$150 ក្នុងម្នាក់", "每人 $50-$150"),
        _same("budget:150+", "$150+ per person", "$150+ ក្នុងម្នាក់", "每人 $150+"),
    ],
    "ask_departure_city": [
        _same("departure_city:Phnom Penh", "From Phnom Penh", "ពីភ្នំពេញ", "从金边出发"),
        _same("departure_city:Siem Reap", "From Siem Reap", "ពីសៀមរាប", "从暹粒出发"),
        _same("departure_city:Sihanoukville", "From Sihanoukville", "ពីក្រុងព្រះសីហនុ", "从西哈努克出发"),
    ],
    "ask_conflict": [
        _same("priority:budget", "The budget matters more", "ថវិកាសំខាន់ជាង", "预算更重要"),
        _same("priority:quality", "The quality matters more", "គុណភាពសំខាន់ជាង", "品质更重要"),
    ],
    "ask_what_didnt_fit": [
        _same("did_not_fit:price", "The price", "តម្លៃ", "价格"),
        _same("did_not_fit:length", "The length", "រយៈពេល", "天数"),
        _same("did_not_fit:place", "The kind of place", "ប្រភេទកន្លែង", "地方类型"),
    ],
    "ask_confirm_booking": [YES_BOOK, NOT_YET],
    "ask_confirm_reserve": [YES_RESERVE, NOT_YET],
    "ask_rereserve": [YES_RESERVE, NOT_YET],
    "ask_add_quote": [YES, _same("reply:no", "No, skip it", "ទេ រំលងវា", "不用了")],
    "ask_over_budget": [
        _same("reply:yes", "Proceed anyway", "បាទ បន្តទៅ", "好的，继续"),
        _same("reply:no", "Skip it", "ទេ រំលងវា", "不用了"),
    ],
    "ask_cancel_confirm": [_same("reply:yes", "Yes, cancel it", "បាទ លុបចោល", "是的，取消"), KEEP],
    "payment_failed_status": [
        _same("payment:new_qr", "Yes, a new QR code", "បាទ សុំ QR ថ្មី", "好的，要新的二维码"),
        _same("booking:cancel", "Cancel the booking", "លុបចោលការកក់", "取消预订"),
    ],
    "payment_retry_offer": [
        _same("payment:new_qr", "Yes, a new QR code", "បាទ សុំ QR ថ្មី", "好的，要新的二维码"),
        _same("booking:cancel", "Cancel the booking", "លុបចោលការកក់", "取消预订"),
    ],
    "ask_what_change": [
        _same("change:date", "Another date", "ប្តូរថ្ងៃផ្សេង", "换个日期"),
        _same("change:trip", "Another trip", "ជម្រើសផ្សេង", "别的行程"),
        START_OVER,
    ],
    "ask_confirm_change": [_same("reply:yes", "Yes, change it", "បាទ ផ្លាស់ប្តូរ", "好的，修改"), KEEP],
    "ask_confirm_aftercare": [_same("reply:yes", "Yes, confirm", "បាទ បញ្ជាក់", "好的，确认"), KEEP],
    "ask_what_to_change": [
        _same("change:later", "Start two days later", "ពន្យារពីរថ្ងៃ", "推迟两天"),
        (
            "change:people",
            {
                "EN": ("One more person", "Our friend joins, we'll be {more}"),
                "KH": ("ម្នាក់ទៀត", "មិត្តភក្តិមកដែរ យើងនឹងមាន {more} នាក់"),
                "ZH": ("多一个人", "朋友也来，我们变成{more}个人"),
            },
        ),
        KEEP,
    ],
}
BY_STAGE: dict[str, list[Option]] = {
    "EXPLORATION": [
        _same("trip:book", "Book this trip", "កក់ដំណើរនេះ", "就订这个"),
        _same("trip:photos", "Show me photos", "បង្ហាញរូបថត", "看看照片"),
        _same("trip:hotel", "Hotel details", "ព័ត៌មានសណ្ឋាគារ", "酒店详情"),
        _same("trip:weather", "The weather", "អាកាសធាតុ", "天气怎么样"),
        START_OVER,
    ],
    "BOOKING": [_same("trip:itinerary", "Show me the itinerary", "បង្ហាញកម្មវិធីដំណើរ", "看看行程安排"), START_OVER],
    "PAYMENT": [
        _same("payment:paid", "I've paid", "ខ្ញុំបានបង់ហើយ", "我已经付款了"),
        _same("payment:new_qr", "A new QR code, please", "សុំ QR ថ្មី", "请给我新的二维码"),
        _same("booking:change", "Change the reservation", "ផ្លាស់ប្តូរការកក់", "修改预订"),
        _same("booking:cancel", "Cancel the booking", "លុបចោលការកក់", "取消预订"),
    ],
    "POST_BOOKING": [
        _same("booking:itinerary", "Show me the itinerary", "បង្ហាញកម្មវិធីដំណើរ", "看看行程安排"),
        _same("booking:pickup_time", "What time is the pickup?", "ម៉ោងប៉ុន្មានមកទទួល?", "几点接我们？"),
        _same("booking:bring", "What should I bring?", "គួរយកអ្វីខ្លះ?", "需要带什么？"),
        _same("booking:move", "Move the trip two days later", "ពន្យារដំណើរពីរថ្ងៃ", "行程推迟两天"),
        _same("booking:cancel", "Cancel the booking", "លុបចោលការកក់", "取消预订"),
    ],
}
BY_STAGE["CUSTOMIZATION"] = BY_STAGE["EXPLORATION"]
CANCELLED = [
    _same("booking:refund_status", "Refund status", "ស្ថានភាពប្រាក់សងវិញ", "退款进度"),
    _same("stage:DISCOVERY", "Plan another trip", "រៀបចំដំណើរថ្មី", "重新开始"),
]
# Trips shown: "show me the first one"; then compare, start over.
TRIP_TEXT = {
    "EN": ("Show me the first one", "Show me the second one", "Show me the third one"),
    "KH": ("បង្ហាញជម្រើសទីមួយ", "បង្ហាញជម្រើសទីពីរ", "បង្ហាញជម្រើសទីបី"),
    "ZH": ("看看第一个", "看看第二个", "看看第三个"),
}
COMPARE: Option = _same("trips:compare", "Compare them", "ប្រៀបធៀប", "比较一下")
# Pickup places by departure city: a well-known public meeting point, and the airport.
PICKUPS = {
    "Phnom Penh": {
        "EN": ("Central Market, Phnom Penh", "Phnom Penh International Airport"),
        "KH": ("ផ្សារធំថ្មី ភ្នំពេញ", "ព្រលានយន្តហោះអន្តរជាតិភ្នំពេញ"),
        "ZH": ("金边中央市场", "金边国际机场"),
    },
    "Siem Reap": {
        "EN": ("Old Market, Siem Reap", "Siem Reap Angkor International Airport"),
        "KH": ("ផ្សារចាស់ សៀមរាប", "ព្រលានយន្តហោះអន្តរជាតិសៀមរាបអង្គរ"),
        "ZH": ("暹粒老市场", "暹粒吴哥国际机场"),
    },
    "Sihanoukville": {
        "EN": ("Golden Lions Roundabout, Sihanoukville", "Sihanoukville International Airport"),
        "KH": ("ផ្សារលើ ក្រុងព្រះសីហនុ", "ព្រលានយន្តហោះអន្តរជាតិព្រះសីហនុ"),
        "ZH": ("西哈努克金狮广场酒店", "西哈努克国际机场"),
    },
}
DATE_FORMS = {"EN": "{d} {month} {y}", "KH": "ថ្ងៃទី{d} ខែ{month} ឆ្នាំ{y}", "ZH": "{y}年{m}月{d}日"}
