"""The rooms in words, said beside a price's ``rooms`` (EN, KH, ZH): each room with no adult, by its number
and its travellers' ages, with what the hotel asks; that 12-17s sleep as they pay (as adults); who a child
under 12 sleeps with (room 1, the group's first adults: the parents). See sandbox/rooms.py."""

from __future__ import annotations

CHILD_WITH_PARENTS = (
    "Each child under 12 sleeps in room 1, with the group's first adults (the parents or guardian): the rooms "
    "list counts places, not names; for a child with another adult, arrange the rooms or send the operator a "
    "special request.",
    "កុមារអាយុក្រោម ១២ ឆ្នាំម្នាក់ៗ ដេកក្នុងបន្ទប់ទី ១ ជាមួយមនុស្សពេញវ័យដំបូងនៃក្រុម (ឪពុកម្តាយ ឬអាណាព្យាបាល)៖ "
    "បញ្ជីបន្ទប់រាប់តែកន្លែង មិនមែនឈ្មោះទេ; បើចង់ឲ្យកុមារដេកជាមួយមនុស្សពេញវ័យផ្សេង សូមរៀបចំបន្ទប់ "
    "ឬផ្ញើសំណើពិសេសទៅប្រតិបត្តិករ។",
    "每位 12 岁以下的儿童住 1 号房，与团里的前几位成人（父母或监护人）同住：房间列表只算床位、不写姓名；"
    "如希望儿童与其他成人同住，请自行安排房间，或作为特殊要求转给旅行社。",
)

# a room of 12-17s with no adult (more rooms than adults): which room, which ages, and what the hotel asks; said
# first, so it is never read past (relay 48 req 41)
NO_ADULT = (
    "Room {room} has no adult: travellers aged {ages} sleep there (2 from age 12 to a room, fewer adults than "
    "rooms); the hotel asks their parent or guardian to agree to it at check-in; for an adult with them, send the "
    "operator a special request.",
    "បន្ទប់ទី {room} គ្មានមនុស្សពេញវ័យ៖ អ្នកដំណើរអាយុ {ages} ឆ្នាំ ដេកនៅទីនោះ (អ្នកដំណើរអាយុពី ១២ ឆ្នាំ ២ នាក់ក្នុងមួយបន្ទប់ "
    "មនុស្សពេញវ័យតិចជាងបន្ទប់)៖ សណ្ឋាគារសុំឲ្យឪពុកម្តាយ ឬអាណាព្យាបាលរបស់ពួកគេយល់ព្រមនៅពេលចុះឈ្មោះចូលស្នាក់នៅ; "
    "បើចង់ឲ្យមនុស្សពេញវ័យម្នាក់ដេកជាមួយ សូមផ្ញើសំណើពិសេសទៅប្រតិបត្តិករ។",
    "{room} 号房没有成人：{ages} 岁的旅客同住（12 岁及以上每间 2 人，成人少于房间数）；"
    "酒店请其父母或监护人在入住登记时同意；如希望有成人同住，请作为特殊要求转给旅行社。",
)

# a room with no adult as the traveller arranged it (sandbox/room_choice.py): allowed from 12, the hotel's rule said
NO_ADULT_ARRANGED = (
    "Room {room} has no adult, as arranged: travellers aged {ages} sleep there; the hotel asks their parent or "
    "guardian to agree to it at check-in.",
    "បន្ទប់ទី {room} គ្មានមនុស្សពេញវ័យ តាមការរៀបចំ៖ អ្នកដំណើរអាយុ {ages} ឆ្នាំ ដេកនៅទីនោះ; "
    "សណ្ឋាគារសុំឲ្យឪពុកម្តាយ ឬអាណាព្យាបាលរបស់ពួកគេយល់ព្រមនៅពេលចុះឈ្មោះចូលស្នាក់នៅ។",
    "{room} 号房按您的安排没有成人：{ages} 岁的旅客同住；酒店请其父母或监护人在入住登记时同意。",
)

# the rooms beyond the ones the price covers, and their supplement as a sum (room_supplement)
EXTRA_ROOMS = (
    "The price covers {rooms_included} room(s); {extra_rooms} more as arranged: a room supplement of "
    "US${per_room_night_usd} a room a night x {nights} night(s) = US${total_usd}, in the total.",
    "តម្លៃរួមបញ្ចូលបន្ទប់ {rooms_included}; បន្ទប់បន្ថែម {extra_rooms} តាមការរៀបចំ៖ ថ្លៃបន្ទប់បន្ថែម "
    "US${per_room_night_usd} ក្នុងមួយបន្ទប់ក្នុងមួយយប់ x {nights} យប់ = US${total_usd} ក្នុងតម្លៃសរុប។",
    "价格包含 {rooms_included} 间房；按安排另加 {extra_rooms} 间：加房费每间每晚 US${per_room_night_usd} x "
    "{nights} 晚 = US${total_usd}，已计入总价。",
)

# the 12-17s sleep as they pay: as adults, 2 from age 12 to a room (``adult_rate_ages``), never as children
TEENS_AS_ADULTS = (
    "Travellers aged 12-17 pay the adult price and sleep as adults do, 2 to a room (adult_rate_ages).",
    "អ្នកដំណើរអាយុ ១២-១៧ ឆ្នាំ បង់តម្លៃមនុស្សពេញវ័យ ហើយដេកដូចមនុស្សពេញវ័យ ២ នាក់ក្នុងមួយបន្ទប់ (adult_rate_ages)។",
    "12-17 岁的旅客按成人价，住宿也与成人相同，每间 2 人（adult_rate_ages）。",
)
# ...and as the traveller arranged them: their room as arranged (a room of 3 says its extra bed)
TEENS_AS_ARRANGED = (
    "Travellers aged 12-17 pay the adult price (adult_rate_ages) and sleep as arranged.",
    "អ្នកដំណើរអាយុ ១២-១៧ ឆ្នាំ បង់តម្លៃមនុស្សពេញវ័យ (adult_rate_ages) ហើយដេកតាមការរៀបចំ។",
    "12-17 岁的旅客按成人价（adult_rate_ages），按您的安排住宿。",
)
# a room of 3 from age 12 as arranged: the third sleeps on an extra bed, in the price
THIRD_BED = (
    "Room {room} sleeps 3 as arranged: the third has an extra bed in the room, in the price.",
    "បន្ទប់ទី {room} ដេក ៣ នាក់ តាមការរៀបចំ៖ ម្នាក់ទីបីមានគ្រែបន្ថែមក្នុងបន្ទប់ រួមក្នុងតម្លៃ។",
    "{room} 号房按您的安排住 3 人：第三位在房内加床，已含在价格中。",
)
AND = (" and ", " និង ", "、")
KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")


def digits(said: str, lang: int) -> str:
    """Numbers as the language writes them (Khmer digits in Khmer)."""
    return said.translate(KH_DIGITS) if lang == 1 else said


def ages(of: list[int], lang: int) -> str:
    """The ages of a room's travellers, joined in the language (Khmer digits in Khmer)."""
    return digits(AND[lang].join(map(str, of)), lang)
