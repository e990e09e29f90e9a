"""The rooms in words, said beside a price's ``rooms`` (EN, KH, ZH): who a child under 12 sleeps with (the
booking records no traveller's name, so the rooms list counts places and the group chooses the adult), and
each room with no adult, by its children's ages (sandbox/rooms.py)."""

from __future__ import annotations

CHILD_WITH_CHOSEN_ADULT = (
    "Each child under 12 sleeps in the room of the adult you choose (a parent or guardian): the rooms list "
    "counts places, not names, so who shares with whom is the group's choice; a wish (such as the baby with "
    "the mother) goes to the operator as a special request.",
    "កុមារអាយុក្រោម ១២ ឆ្នាំម្នាក់ៗ ដេកក្នុងបន្ទប់របស់មនុស្សពេញវ័យដែលលោក/លោកស្រីជ្រើសរើស (ឪពុកម្តាយ ឬអាណាព្យាបាល)៖ "
    "បញ្ជីបន្ទប់រាប់តែកន្លែង មិនមែនឈ្មោះទេ ដូច្នេះនរណាដេកជាមួយនរណា ជាជម្រើសរបស់ក្រុម; "
    "បំណង (ដូចជាកូនតូចដេកជាមួយម្តាយ) ត្រូវផ្ញើទៅប្រតិបត្តិករជាសំណើពិសេស។",
    "每位 12 岁以下的儿童与您选择的成人（父母或监护人）同住一间：房间列表只算床位、不写姓名，"
    "谁与谁同住由您们决定；如有意愿（例如宝宝与妈妈同住），请作为特殊要求转给旅行社。",
)

# a room of 12-17s with no adult (more rooms than adults): which ages, and how to ask for another way
NO_ADULT = (
    "Travellers aged {ages} sleep in a room with no adult (2 from age 12 to a room, fewer adults than rooms); "
    "for an adult with them, send the operator a special request.",
    "អ្នកដំណើរអាយុ {ages} ឆ្នាំ ដេកក្នុងបន្ទប់មួយដែលគ្មានមនុស្សពេញវ័យ (អ្នកដំណើរអាយុពី ១២ ឆ្នាំ ២ នាក់ក្នុងមួយបន្ទប់ "
    "មនុស្សពេញវ័យតិចជាងបន្ទប់)៖ បើចង់ឲ្យមនុស្សពេញវ័យម្នាក់ដេកជាមួយ សូមផ្ញើសំណើពិសេសទៅប្រតិបត្តិករ។",
    "{ages} 岁的旅客同住一间，没有成人同住（12 岁及以上每间 2 人，成人少于房间数）；"
    "如希望有成人同住，请作为特殊要求转给旅行社。",
)
AND = (" and ", " និង ", "、")
KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")


def ages(of: list[int], lang: int) -> str:
    """The ages of a room's children, joined in the language (Khmer digits in Khmer)."""
    said = AND[lang].join(map(str, of))
    return said.translate(KH_DIGITS) if lang == 1 else said
