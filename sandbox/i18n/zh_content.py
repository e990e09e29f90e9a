"""Simplified Chinese phrases: trip taglines and highlights, regions, labels and inclusions."""

ZH: dict[str, str] = {
    # taglines
    "Watch the sun rise over Angkor Wat and tuk-tuk through the great temples.": "在吴哥窟看日出，乘嘟嘟车游览宏伟的寺庙群。",
    "Temples by bicycle, the sacred Kulen waterfall and the pink sandstone of Banteay Srei.":
        "骑自行车游寺庙，探访神圣的荔枝山瀑布和女王宫的粉色砂岩雕刻。",
    "Private archaeologist-guided temples, a helicopter view of Angkor and spa evenings.":
        "考古学家私人导览寺庙，乘直升机俯瞰吴哥，夜晚享受水疗。",
    "The Royal Palace, the markets and a sunset cruise where the Mekong meets the Tonle Sap.":
        "参观王宫和市场，在湄公河与洞里萨河交汇处乘船观赏日落。",
    "Colonial streets, the bamboo train, the bat cave at dusk and the Phare circus school.":
        "殖民时期的街道、竹火车、黄昏的蝙蝠洞和法尔马戏学校。",
    "A grand colonial hotel, private palace tours, fine Khmer dining and a private river cruise.":
        "入住宏伟的殖民风格酒店，私人参观王宫，品尝精致高棉美食，享受私人游船。",
    "Slow seaside days, pepper crab at the market and Rabbit Island by longtail boat.":
        "海边慢时光，在市场品尝胡椒蟹，乘长尾船前往兔子岛。",
    "Quiet Otres Beach, snorkelling at Koh Ta Kiev and seafood barbecues on the sand.":
        "宁静的奥特斯海滩、达基夫岛浮潜和沙滩海鲜烧烤。",
    "Cliffside pool villas, private boat to the islands and a pepper-plantation lunch.":
        "悬崖泳池别墅、私人船游海岛，以及胡椒园午餐。",
    "White sand, jungle trails to Long Set Beach and glowing plankton at night.":
        "洁白的沙滩、穿越丛林通往长沙滩的小径，以及夜晚发光的浮游生物。",
    "Saracen Bay bungalows, kayaking and the calmest water in the Gulf of Thailand.":
        "萨拉森湾海滨小屋、皮划艇，以及泰国湾最平静的海水。",
    "Overwater villas on a private island, marine reserve dives and a private chef.":
        "私人岛屿上的水上别墅、海洋保护区潜水和私人厨师。",
    "Misty Bokor hill station, a pepper farm tour and fireflies on the Kampot river.":
        "云雾缭绕的波哥山避暑站、胡椒农场之旅和贡布河上的萤火虫。",
    "Rolling green hills, the two-tier Bou Sra waterfall and Bunong village coffee.":
        "连绵的青山、两层的布斯拉瀑布和普农族村庄咖啡。",
    "A design eco-lodge high in the Cardamoms, ranger-led treks and river kayaking.":
        "豆蔻山脉高处的设计感生态小屋、护林员带领的徒步和河上皮划艇。",
    "Walk with rescued elephants in their forest sanctuary and sleep in jungle cabins.":
        "在森林保护区与获救的大象同行，夜宿丛林小屋。",
    "Swim in the perfectly round Yeak Loam crater lake and trek Virachey National Park.":
        "在浑圆的雅隆火山湖游泳，徒步维拉切国家公园。",
    "Luxury tents on the Areng river, gibbon spotting at dawn and conservation walks.":
        "阿楞河畔的豪华帐篷、黎明观赏长臂猿和生态保护徒步。",
    # highlights
    "Sunrise at Angkor Wat": "吴哥窟日出",
    "The smiling faces of Bayon": "巴戎寺的微笑面容",
    "Jungle-wrapped Ta Prohm": "丛林环抱的塔普伦寺",
    "Cycling the Angkor small circuit": "骑行吴哥小圈",
    "Phnom Kulen waterfall and river of a thousand lingas": "荔枝山瀑布与千林伽河",
    "Banteay Srei carvings": "女王宫雕刻",
    "Private sunrise picnic at Srah Srang": "皇家浴池私人日出野餐",
    "Helicopter flight over Angkor Wat": "乘直升机飞越吴哥窟",
    "Khmer spa rituals": "高棉传统水疗",
    "Royal Palace and Silver Pagoda": "王宫与银殿",
    "Central Market and Russian Market": "中央市场与俄罗斯市场",
    "Sunset river cruise": "日落游船",
    "Bamboo train ride": "乘坐竹火车",
    "Phnom Sampeau bat cave at dusk": "黄昏时分的桑佩山蝙蝠洞",
    "Colonial architecture walk": "殖民建筑漫步",
    "Private Royal Palace tour": "王宫私人导览",
    "Chef's table of modern Khmer cuisine": "现代高棉料理主厨餐桌",
    "Private sunset cruise": "私人日落游船",
    "Kep crab market": "白马螃蟹市场",
    "Rabbit Island beach day": "兔子岛海滩一日",
    "Sunset at the Kep pier": "白马码头日落",
    "Otres Beach": "奥特斯海滩",
    "Snorkelling at Koh Ta Kiev": "达基夫岛浮潜",
    "Ream National Park mangroves": "云壤国家公园红树林",
    "Pool villa with sea view": "海景泳池别墅",
    "Private boat to Koh Tonsay": "乘私人船前往兔子岛",
    "La Plantation pepper lunch": "La Plantation 胡椒园午餐",
    "Jungle trek to Long Set Beach": "丛林徒步至长沙滩",
    "Night swim with bioluminescent plankton": "夜游荧光浮游生物海",
    "Snorkelling trip": "浮潜之旅",
    "Saracen Bay": "萨拉森湾",
    "Kayaking to Lazy Beach": "划皮划艇前往懒人海滩",
    "Plankton night kayak": "夜间皮划艇观赏荧光浮游生物",
    "Overwater villa": "水上别墅",
    "Marine reserve snorkelling": "海洋保护区浮潜",
    "Private beach dinner": "私人海滩晚餐",
    "Bokor hill station ruins": "波哥山避暑站遗迹",
    "Kampot pepper farm": "贡布胡椒农场",
    "Firefly river cruise": "萤火虫游船",
    "Bou Sra waterfall": "布斯拉瀑布",
    "Sea of Trees viewpoint": "树海观景台",
    "Bunong village visit": "探访普农族村庄",
    "Ranger-led ridge trek": "护林员带领的山脊徒步",
    "Tatai river kayaking": "达岱河皮划艇",
    "Stargazing deck": "观星平台",
    "Elephant sanctuary day": "大象保护区一日",
    "Jungle cabin night": "丛林小屋之夜",
    "Romanear waterfall swim": "罗曼尼尔瀑布戏水",
    "Yeak Loam crater lake": "雅隆火山湖",
    "Virachey jungle trek": "维拉切丛林徒步",
    "Gem-mining villages": "宝石矿村",
    "Luxury riverside tent": "河畔豪华帐篷",
    "Dawn gibbon spotting": "黎明观赏长臂猿",
    "Wildlife conservation walk": "野生动物保护徒步",
    # regions
    "Siem Reap": "暹粒", "Phnom Penh": "金边", "Battambang": "马德望", "Kep": "白马", "Sihanoukville": "西哈努克",
    "Koh Rong": "高龙岛", "Kampot": "贡布", "Mondulkiri": "蒙多基里", "Koh Kong": "戈公", "Ratanakiri": "腊塔纳基里",
    "Nationwide": "全国", "Cambodia": "柬埔寨",
    # comparison labels and values
    "Region": "地区", "Tier": "档次", "Price per person (USD)": "每人价格（美元）", "Duration (days)": "天数",
    "Price per day (USD)": "每日价格（美元）", "Difficulty": "难度", "Best for": "适合", "Highlights": "亮点",
    "budget": "经济型", "standard": "标准型", "luxury": "豪华型",
    "easy": "轻松", "moderate": "适中", "challenging": "有挑战",
    "stressed": "放松减压", "adventurous": "冒险", "romantic": "浪漫", "curious": "探索求知", "family": "家庭出游",
    # inclusions and meals
    "Guesthouse accommodation": "民宿住宿",
    "Shared transport": "拼车交通",
    "Entrance fees listed in the itinerary": "行程所列景点门票",
    "3-4 star hotel": "三至四星级酒店",
    "Private air-conditioned car": "私人空调专车",
    "Entrance fees": "景点门票",
    "Bottled water": "瓶装水",
    "5-star accommodation": "五星级住宿",
    "Private driver and vehicle": "私人司机及专车",
    "Spa treatment": "水疗护理",
    "Airport transfers": "机场接送",
    "Breakfast": "早餐", "Lunch": "午餐", "Dinner": "晚餐",
    "Meals: {breakfasts} breakfast(s), {lunches} lunch(es), {dinners} dinner(s), as listed day by day":
        "餐食：早餐{breakfasts}次、午餐{lunches}次、晚餐{dinners}次，详见每日行程",
    "No {language}-speaking guide in {region}: English or Khmer instead": "{region}暂无中文导游，可安排英语或高棉语导游",
}

_LANGUAGES = {"English": "英语", "Khmer": "高棉语", "Chinese": "中文"}
_GUIDES = {"guide on tour days": "游览日{}导游", "licensed guide": "持证{}导游", "private expert guide": "私人{}专家导游"}
ZH.update({f"{en}-speaking {guide}": text.format(name)
           for en, name in _LANGUAGES.items() for guide, text in _GUIDES.items()})
