"""Who a child under 12 sleeps with, said beside a price's ``rooms`` (EN, KH, ZH): the booking records no
traveller's name, so the rooms list counts places and the group chooses the adult (sandbox/rooms.py)."""

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
