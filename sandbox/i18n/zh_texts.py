"""Simplified Chinese for the sandbox's generic texts: comparison labels and values, inclusions and
meals, festivals and weather (see sandbox/i18n; catalogue texts are in sandbox/catalogue)."""

ZH: dict[str, str] = {
    # words the code names that are also catalogue texts
    "Breakfast": "早餐",
    "Private transfers": "私人接送",
    "Drop-off": "送达",
    # comparison labels and values
    "Region": "地区",
    "Tier": "档次",
    "Price per adult (USD)": "每位成人价格（美元）",
    "Duration (days)": "天数",
    "Price per adult per day (USD)": "每位成人每日价格（美元）",
    "Difficulty": "难度",
    "Best for": "适合",
    "Highlights": "亮点",
    "budget": "经济型",
    "standard": "标准型",
    "luxury": "豪华型",
    "easy": "轻松",
    "moderate": "适中",
    "challenging": "有挑战",
    "stressed": "放松减压",
    "adventurous": "冒险",
    "romantic": "浪漫",
    "curious": "探索求知",
    "family": "家庭出游",
    # inclusions and meals
    "Guesthouse accommodation": "民宿住宿",
    "Entrance fees listed in the itinerary": "行程所列景点门票",
    "3-4 star hotel": "三至四星级酒店",
    "Private air-conditioned car": "私人空调专车",
    "Entrance fees": "景点门票",
    "Bottled water": "瓶装水",
    "5-star accommodation": "五星级住宿",
    "Private driver and vehicle": "私人司机及专车",
    "Spa treatment": "水疗护理",
    "Airport transfers": "机场接送",
    "Lunch": "午餐",
    "Dinner": "晚餐",
    "Accommodation: {hotels}": "住宿：{hotels}",
    "Meals: {meals}, as listed day by day": "餐食：{meals}，详见每日行程",
    "Shared: a small group of up to 12 travellers in a minibus, with a guide on tour days": "拼团：最多 12 位旅客同乘小巴，游览日有导游",
    "Private: only your own group in the car, with your own licensed guide": "私人：车上只有您的同行者，配专属持证导游",
    "Private: only your own group, with your own driver and expert guide": "私人：只有您的同行者，配专属司机和专家导游",
    "{line}, from {city} (getting there from {place} is not included)": "{line}，从{city}出发（从{place}前往{city}的交通不含在内）",
    "Meals: none included": "餐食：不含",
    "{n} breakfast(s)": "早餐{n}次",
    "{n} lunch(es)": "午餐{n}次",
    "{n} dinner(s)": "晚餐{n}次",
    "No {language}-speaking guide in {region}: English or Khmer instead": "{region}暂无中文导游，可安排英语或高棉语导游",
    "Airport transfer": "送机",
    "Speedboat and airport transfer": "快艇及送机",
    # the room picture of a hotel (its caption in sandbox/catalogue/hotels.yaml)
    "Room at {name}": "{name}客房",
    # festivals
    "Three days of water fights, temple visits and traditional games; many shops close and buses fill up.": "为期三天的泼水、拜佛和传统游戏；许多商店关门，巴士一票难求。",
    "New Year celebrations in front of the Angkor temples: concerts, games and food stalls.": "吴哥寺庙前的新年庆典：音乐会、游戏和美食摊。",
    "Festival of the ancestors: families bring rice balls and offerings to pagodas before dawn.": "祭祖节：家家户户在黎明前带着饭团和供品前往寺庙。",
    "Dragon-boat races on the Tonle Sap river, illuminated floats and fireworks; Phnom Penh is packed.": "洞里萨河上的龙舟赛、彩灯船和烟花；金边人山人海。",
    "The Buddha's birth, enlightenment and death: candlelit processions around pagodas.": "纪念佛陀诞生、成道与涅槃：寺庙周围举行烛光游行。",
    "Royal oxen choose between rice, corn, beans, grass, water and wine to predict the harvest.": "御牛在稻米、玉米、豆类、青草、水和酒之间选择，以预测当年收成。",
    "Lion dances, red lanterns and family feasts, especially in Phnom Penh and Kampot.": "舞狮、红灯笼和家庭团圆饭，金边和贡布尤为热闹。",
    "A Buddhist holy day; evening candle processions at pagodas such as Oudong.": "佛教圣日；乌栋等寺庙晚间举行烛光游行。",
    "National holiday for King Norodom Sihamoni's birthday.": "诺罗敦·西哈莫尼国王诞辰，全国公众假期。",
    "Celebrations at the Independence Monument marking independence from France in 1953.": "在独立纪念碑举行庆典，纪念1953年脱离法国独立。",
    # weather
    "Thunderstorms": "雷阵雨",
    "Rain showers": "阵雨",
    "Partly cloudy": "局部多云",
    "Hot and sunny": "炎热晴朗",
    "Sunny": "晴",
    "Expect heavy afternoon downpours: pack a rain jacket and plan sightseeing for the morning.": "午后可能有强降雨：请带好雨衣，观光尽量安排在上午。",
    "Showers are likely: bring a light rain jacket and quick-dry clothes.": "可能有阵雨：请带一件轻便雨衣和速干衣物。",
    "Mostly dry with some clouds: sunscreen and a hat are enough.": "大致干爽，偶有云层：带好防晒霜和帽子即可。",
    "Very hot: start early, drink plenty of water and rest at midday.": "天气炎热：请尽早出发，多喝水，中午注意休息。",
    "Dry and pleasant: great for sightseeing; bring sunscreen.": "干爽宜人，非常适合观光；记得带防晒霜。",
    "Evenings in the highlands are cool: bring a warm layer.": "高原地区晚上较凉：请带一件保暖外套。",
    "This is the typical weather for the season, not a forecast: "
    "a day-by-day forecast is available within {days} days of the date.": "以上为该季节的典型天气，并非天气预报：出行日期前{days}天内可查询逐日预报。",
}

_LANGUAGES = {
    "English": "英语",
    "Khmer": "高棉语",
    "Chinese": "中文",
    "English or Khmer": "英语或高棉语",
    "English or Chinese": "英语或中文",
    "Khmer or Chinese": "高棉语或中文",
    "English, Khmer or Chinese": "英语、高棉语或中文",
}
_GUIDES = {
    "guide on tour days": "游览日{}导游",
    "licensed guide": "持证{}导游",
    "private expert guide": "私人{}专家导游",
}
ZH.update(
    {f"{en}-speaking {guide}": text.format(name) for en, name in _LANGUAGES.items() for guide, text in _GUIDES.items()}
)
# the guide languages besides the reader's, on request (sandbox/i18n/views.py guide_line)
ZH.update({f"Also on request: a guide speaking {en}": f"也可应要求安排{name}导游" for en, name in _LANGUAGES.items()})
