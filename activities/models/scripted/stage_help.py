"""What the offline model can do right now, by stage (issue 39): said when it did not understand,
with the quick replies of that stage, so a traveller is never left without a next step."""

from __future__ import annotations

CAN_DO_NOW: dict[str, dict[str, str]] = {
    "DISCOVERY": {
        "EN": "Right now I can find trips by mood, kind of place, number of days, group size, budget (any currency, "
        'per person or in total) and departure city. Tap an answer below or say "start over".',
        "KH": "ឥឡូវនេះ ខ្ញុំអាចស្វែងរកដំណើរតាមអារម្មណ៍ ប្រភេទកន្លែង ចំនួនថ្ងៃ ចំនួនមនុស្ស ថវិកា (រូបិយប័ណ្ណណាក៏បាន "
        'ក្នុងម្នាក់ ឬសរុប) និងទីក្រុងចេញដំណើរ។ ចុចចម្លើយខាងក្រោម ឬនិយាយថា "ចាប់ផ្តើមម្តងទៀត"។',
        "ZH": "现在我可以按心情、目的地类型、天数、人数、预算（任何币种，每人或总额）和出发城市为您找行程。"
        "点下面的选项，或说“重新开始”。",
    },
    "SUGGESTION": {
        "EN": "Right now I can show a trip's itinerary, photos or hotel, compare the options, book one, or search "
        "again with other wishes. Tap an answer below.",
        "KH": "ឥឡូវនេះ ខ្ញុំអាចបង្ហាញកម្មវិធីដំណើរ រូបថត ឬសណ្ឋាគារ ប្រៀបធៀបជម្រើស កក់មួយ ឬស្វែងរកម្តងទៀត។ ចុចចម្លើយខាងក្រោម។",
        "ZH": "现在我可以展示行程安排、照片或酒店，比较选项，预订其中一个，或按新的要求重新搜索。点下面的选项即可。",
    },
    "EXPLORATION": {
        "EN": "Right now I can show this trip's photos, hotel and weather, adjust it, book it, or show the other "
        "options. Tap an answer below.",
        "KH": "ឥឡូវនេះ ខ្ញុំអាចបង្ហាញរូបថត សណ្ឋាគារ និងអាកាសធាតុ កែសម្រួល កក់ដំណើរនេះ ឬបង្ហាញជម្រើសផ្សេង។ ចុចចម្លើយខាងក្រោម។",
        "ZH": "现在我可以展示这个行程的照片、酒店和天气，调整它，预订它，或看看其他选项。点下面的选项即可。",
    },
    "BOOKING": {
        "EN": "Right now I need the start date, the full name, a phone number and the pickup place to book; you can "
        "also change the trip or start over.",
        "KH": "ឥឡូវនេះ ខ្ញុំត្រូវការថ្ងៃចាប់ផ្តើម ឈ្មោះពេញ លេខទូរស័ព្ទ និងកន្លែងទទួល ដើម្បីកក់ អ្នកក៏អាចប្តូរដំណើរ ឬចាប់ផ្តើមម្តងទៀត។",
        "ZH": "现在预订需要出发日期、全名、电话号码和接送地点；您也可以换行程或重新开始。",
    },
    "PAYMENT": {
        "EN": "Right now I can check your payment, send a new QR code, change the date, group or pickup of the "
        "reservation, or cancel it. Tap an answer below.",
        "KH": "ឥឡូវនេះ ខ្ញុំអាចពិនិត្យការបង់ប្រាក់ ផ្ញើ QR ថ្មី ប្តូរថ្ងៃ ចំនួនមនុស្ស ឬកន្លែងទទួល ឬលុបចោលការកក់។ ចុចចម្លើយខាងក្រោម។",
        "ZH": "现在我可以查询付款、发送新的二维码、修改预留的日期、人数或接送地点，或取消预订。点下面的选项即可。",
    },
    "POST_BOOKING": {
        "EN": "Right now I can show your itinerary, the pickup time, what to bring and the weather, move or cancel "
        "the trip, and tell you where a refund is. Tap an answer below.",
        "KH": "ឥឡូវនេះ ខ្ញុំអាចបង្ហាញកម្មវិធីដំណើរ ម៉ោងមកទទួល អ្វីដែលត្រូវយកតាម និងអាកាសធាតុ ប្តូរថ្ងៃ ឬលុបចោលដំណើរ "
        "និងប្រាប់ស្ថានភាពប្រាក់សងវិញ។ ចុចចម្លើយខាងក្រោម។",
        "ZH": "现在我可以展示您的行程、接送时间、需要携带的物品和天气，改期或取消行程，并告诉您退款进度。点下面的选项即可。",
    },
}
CAN_DO_NOW["CUSTOMIZATION"] = CAN_DO_NOW["EXPLORATION"]


def can_do_now(stage: str, lang: str) -> str:
    table = CAN_DO_NOW.get(stage) or CAN_DO_NOW["DISCOVERY"]
    return table.get(lang) or table["EN"]
