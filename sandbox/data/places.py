"""Places by category, with names in EN / KH / ZH (restaurants and bars are fictional)."""

from __future__ import annotations

import re
from typing import Any, Optional

from agent.state import Language
from sandbox.i18n import tr

P = dict[str, Any]


def _p(category: str, name: str, kh: str, zh: str, region: str, fee: float, description: str) -> P:
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return {"category": category, "name": name, "name_kh": kh, "name_zh": zh, "region": region,
            "entry_fee_usd": fee, "description": description, "slug": slug}


PLACES: list[P] = [
    _p("temples", "Angkor Wat", "អង្គរវត្ត", "吴哥窟", "Siem Reap", 37.0, "The largest religious monument in the world; come at sunrise. Fee is the 1-day Angkor pass."),
    _p("temples", "Bayon", "ប្រាសាទបាយ័ន", "巴戎寺", "Siem Reap", 0.0, "216 serene stone faces at the heart of Angkor Thom (included in the Angkor pass)."),
    _p("temples", "Ta Prohm", "ប្រាសាទតាព្រហ្ម", "塔普伦寺", "Siem Reap", 0.0, "Giant silk-cotton roots wrapped around the ruins (included in the Angkor pass)."),
    _p("temples", "Banteay Srei", "ប្រាសាទបន្ទាយស្រី", "女王宫", "Siem Reap", 0.0, "Exquisite pink sandstone carvings, 35 km from Angkor Wat (Angkor pass)."),
    _p("temples", "Koh Ker", "ប្រាសាទកោះកេរ្តិ៍", "贡开寺", "Siem Reap", 15.0, "A remote 10th-century capital with a seven-tier pyramid."),
    _p("temples", "Wat Phnom", "វត្តភ្នំ", "塔仔山", "Phnom Penh", 1.0, "The hilltop pagoda that gave Phnom Penh its name."),
    _p("temples", "Silver Pagoda", "វត្តព្រះកែវមរកត", "银殿", "Phnom Penh", 10.0, "Inside the Royal Palace; its floor is 5,000 silver tiles."),
    _p("temples", "Phnom Sampeau", "ភ្នំសំពៅ", "桑佩山", "Battambang", 1.0, "Hilltop temples, the killing caves and millions of bats at dusk."),
    _p("beaches", "Otres Beach", "ឆ្នេរអូរត្រេះ", "奥特斯海滩", "Sihanoukville", 0.0, "A long, quieter beach south of Sihanoukville with seafood shacks."),
    _p("beaches", "Long Set Beach", "ឆ្នេរឡុងសិត", "长沙滩", "Koh Rong", 0.0, "Seven kilometres of white sand on Koh Rong's east coast."),
    _p("beaches", "Saracen Bay", "ឆ្នេរសារ៉ាសិន", "萨拉森湾", "Koh Rong", 0.0, "A calm crescent bay on Koh Rong Samloem, ideal for swimming."),
    _p("beaches", "Sok San Beach", "ឆ្នេរសុខសាន្ត", "索山海滩", "Koh Rong", 0.0, "A fishing-village beach famous for its sunsets."),
    _p("beaches", "Kep Beach", "ឆ្នេរកែប", "白马海滩", "Kep", 0.0, "A small town beach with the famous crab statue."),
    _p("beaches", "Koh Tonsay (Rabbit Island)", "កោះទន្សាយ", "兔子岛", "Kep", 0.0, "Hammocks and simple bungalows, 20 minutes by boat from Kep."),
    _p("restaurants", "Amok House", "ផ្ទះអាម៉ុក", "阿莫克之家", "Siem Reap", 0.0, "Fish amok steamed in banana leaf, Khmer curries; mains around $6."),
    _p("restaurants", "Riverside Lok Lak Café", "ហាងឡុកឡាក់មាត់ទន្លេ", "河畔炒牛肉餐厅", "Phnom Penh", 0.0, "Beef lok lak and river views on Sisowath Quay; mains around $7."),
    _p("restaurants", "Pepper Crab Terrace", "ហាងក្តាមម្រេច", "胡椒蟹露台餐厅", "Kep", 0.0, "Crab with fresh Kampot green pepper, straight from the market."),
    _p("restaurants", "Num Banh Chok Corner", "ហាងនំបញ្ចុក", "高棉米粉角", "Siem Reap", 0.0, "Khmer rice noodles with green fish curry, a local breakfast favourite."),
    _p("restaurants", "Highland Coffee Garden", "សួនកាហ្វេខ្ពង់រាប", "高原咖啡花园", "Mondulkiri", 0.0, "Mondulkiri-grown coffee and avocado shakes with hill views."),
    _p("markets", "Central Market (Phsar Thmei)", "ផ្សារធំថ្មី", "中央市场", "Phnom Penh", 0.0, "An Art Deco dome full of jewellery, fabrics and street food."),
    _p("markets", "Russian Market (Tuol Tom Poung)", "ផ្សារទួលទំពូង", "俄罗斯市场", "Phnom Penh", 0.0, "Crafts, silk, spare parts and a great food court."),
    _p("markets", "Old Market (Phsar Chas)", "ផ្សារចាស់", "老市场", "Siem Reap", 0.0, "Souvenirs, spices and noodle stalls by the river."),
    _p("markets", "Kep Crab Market", "ផ្សារក្តាមកែប", "白马螃蟹市场", "Kep", 0.0, "Pick crabs from the baskets and have them cooked with Kampot pepper."),
    _p("markets", "Angkor Night Market", "ផ្សាររាត្រីអង្គរ", "吴哥夜市", "Siem Reap", 0.0, "Evening stalls of handicrafts, massage and bars."),
    _p("museums", "Tuol Sleng Genocide Museum", "សារមន្ទីរឧក្រិដ្ឋកម្មប្រល័យពូជសាសន៍ទួលស្លែង", "吐斯廉屠杀博物馆", "Phnom Penh", 5.0, "Former S-21 prison; the audio guide is essential. A sobering visit."),
    _p("museums", "Choeung Ek Genocidal Center", "មជ្ឈមណ្ឌលប្រល័យពូជសាសន៍ជើងឯក", "钟屋杀戮场", "Phnom Penh", 6.0, "The Killing Fields memorial stupa, 15 km from the city."),
    _p("museums", "National Museum of Cambodia", "សារមន្ទីរជាតិ", "柬埔寨国家博物馆", "Phnom Penh", 10.0, "The world's finest collection of Khmer sculpture in a red pavilion."),
    _p("museums", "Angkor National Museum", "សារមន្ទីរជាតិអង្គរ", "吴哥国家博物馆", "Siem Reap", 12.0, "A good introduction before visiting the temples."),
    _p("nature", "Phnom Kulen Waterfall", "ទឹកធ្លាក់ភ្នំគូលែន", "荔枝山瀑布", "Siem Reap", 20.0, "Sacred mountain with a swimmable waterfall and riverbed carvings."),
    _p("nature", "Bou Sra Waterfall", "ទឹកធ្លាក់ប៊ូស្រា", "布斯拉瀑布", "Mondulkiri", 2.0, "A powerful two-tier waterfall in the highland forest."),
    _p("nature", "Yeak Loam Crater Lake", "បឹងយក់ឡោម", "雅隆湖", "Ratanakiri", 2.0, "A perfectly round volcanic lake for swimming, ringed by jungle."),
    _p("nature", "Bokor National Park", "ឧទ្យានជាតិបូកគោ", "波哥国家公园", "Kampot", 0.0, "A misty plateau with a 1920s hill station and waterfalls."),
    _p("nature", "Tonle Sap Lake", "បឹងទន្លេសាប", "洞里萨湖", "Siem Reap", 20.0, "Southeast Asia's largest lake and its floating villages (boat fee)."),
    _p("nature", "Kep National Park", "ឧទ្យានជាតិកែប", "白马国家公园", "Kep", 1.0, "An 8 km forest loop with sea views and a butterfly garden."),
    _p("nightlife", "Pub Street", "ផ្លូវផាប់", "酒吧街", "Siem Reap", 0.0, "Neon-lit bars, $1 draught beer and street food."),
    _p("nightlife", "Bassac Lane", "ផ្លូវបាសាក់", "巴萨巷", "Phnom Penh", 0.0, "A tiny alley of cocktail bars in BKK1."),
    _p("nightlife", "Phare Circus", "សៀកផារ", "法尔马戏团", "Siem Reap", 18.0, "Acrobatics and theatre by a Battambang arts school, nightly."),
    _p("nightlife", "Koh Touch Beach Bars", "បារឆ្នេរកោះទូច", "科图奇海滩酒吧", "Koh Rong", 0.0, "Beach bars and fire shows at Koh Rong's main village."),
    _p("nightlife", "Kampot Riverside Bars", "បារមាត់ទន្លេកំពត", "贡布河畔酒吧", "Kampot", 0.0, "Relaxed riverside bars with live music and sunset views of Bokor."),
]

CATEGORIES = ("temples", "beaches", "restaurants", "markets", "museums", "nature", "nightlife")


def _region_matches(place: P, region: Optional[str]) -> bool:
    if not region:
        return True
    wanted = region.strip().lower()
    have = place["region"].lower()
    return wanted in have or have in wanted or (wanted in {"angkor"} and have == "siem reap")


def search(category: str, region: Optional[str], language: Language = "EN") -> list[dict[str, Any]]:
    out = []
    for place in PLACES:
        if place["category"] == category and _region_matches(place, region):
            name = {"KH": place["name_kh"], "ZH": place["name_zh"]}.get(language, place["name"])
            out.append({"name": name, "name_en": place["name"], "region": tr(place["region"], language),
                        "description": tr(place["description"], language), "entry_fee_usd": place["entry_fee_usd"],
                        "image_url": f"/static/images/places/{place['slug']}.svg"})
    return out
