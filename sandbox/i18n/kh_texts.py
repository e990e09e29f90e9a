"""Khmer for the sandbox's generic texts: comparison labels and values, inclusions and meals,
festivals and weather (see sandbox/i18n; catalogue texts are in sandbox/catalogue)."""

KH: dict[str, str] = {
    # words the code names that are also catalogue texts
    "Breakfast": "អាហារពេលព្រឹក",
    "Private transfers": "ការដឹកជញ្ជូនឯកជន",
    "Drop-off": "ជូនដល់គោលដៅ",
    # comparison labels and values
    "Region": "តំបន់",
    "Tier": "កម្រិត",
    "Price per adult (USD)": "តម្លៃក្នុងមនុស្សពេញវ័យម្នាក់ (ដុល្លារ)",
    "Duration (days)": "រយៈពេល (ថ្ងៃ)",
    "Price per adult per day (USD)": "តម្លៃក្នុងមនុស្សពេញវ័យម្នាក់ក្នុងមួយថ្ងៃ (ដុល្លារ)",
    "Difficulty": "កម្រិតលំបាក",
    "Best for": "សមស្របសម្រាប់",
    "Highlights": "ចំណុចលេចធ្លោ",
    "budget": "សន្សំសំចៃ",
    "standard": "ស្តង់ដារ",
    "luxury": "ប្រណិត",
    "easy": "ស្រួល",
    "moderate": "មធ្យម",
    "challenging": "ពិបាក",
    "stressed": "សម្រាកលំហែ",
    "adventurous": "ផ្សងព្រេង",
    "romantic": "មនោសញ្ចេតនា",
    "curious": "ស្វែងយល់",
    "family": "គ្រួសារ",
    # inclusions and meals
    "Guesthouse accommodation": "ស្នាក់នៅផ្ទះសំណាក់",
    "Entrance fees listed in the itinerary": "ថ្លៃចូលទស្សនាដែលមានក្នុងកម្មវិធី",
    "3-4 star hotel": "សណ្ឋាគារ ៣-៤ ផ្កាយ",
    "Private air-conditioned car": "រថយន្តឯកជនមានម៉ាស៊ីនត្រជាក់",
    "Entrance fees": "ថ្លៃចូលទស្សនា",
    "Bottled water": "ទឹកបរិសុទ្ធ",
    "5-star accommodation": "ស្នាក់នៅសណ្ឋាគារ ៥ ផ្កាយ",
    "Private driver and vehicle": "រថយន្ត និងអ្នកបើកបរឯកជន",
    "Spa treatment": "សេវាស្ប៉ា",
    "Airport transfers": "ការទទួល-ជូនទៅអាកាសយានដ្ឋាន",
    "Lunch": "អាហារថ្ងៃត្រង់",
    "Dinner": "អាហារពេលល្ងាច",
    "Accommodation: {hotels}": "កន្លែងស្នាក់នៅ៖ {hotels}",
    "Meals: {meals}, as listed day by day": "អាហារ៖ {meals} តាមកម្មវិធីប្រចាំថ្ងៃ",
    "Shared: a small group of up to 12 travellers in a minibus, with a guide on tour days": "រួមគ្នា៖ ក្រុមតូចមិនលើស "
    "១២នាក់ ក្នុងឡានក្រុងតូច មានមគ្គុទ្ទេសក៍នៅថ្ងៃទស្សនា",
    "Private: only your own group in the car, with your own licensed guide": "ឯកជន៖ មានតែក្រុមរបស់លោក/លោកស្រីក្នុងឡាន "
    "ជាមួយមគ្គុទ្ទេសក៍មានអាជ្ញាប័ណ្ណផ្ទាល់ខ្លួន",
    "Private: only your own group, with your own driver and expert guide": "ឯកជន៖ មានតែក្រុមរបស់លោក/លោកស្រី "
    "ជាមួយអ្នកបើកបរ និងមគ្គុទ្ទេសក៍ជំនាញផ្ទាល់ខ្លួន",
    "{line}, from {city} (getting there from {place} is not included)": "{line} ចេញពី{city} "
    "(ការធ្វើដំណើរពី {place} ទៅទីនោះ មិនរួមបញ្ចូលទេ)",
    "Meals: none included": "អាហារ៖ មិនរួមបញ្ចូលទេ",
    "{n} breakfast(s)": "អាហារពេលព្រឹក {n} ពេល",
    "{n} lunch(es)": "អាហារថ្ងៃត្រង់ {n} ពេល",
    "{n} dinner(s)": "អាហារពេលល្ងាច {n} ពេល",
    "No {language}-speaking guide in {region}: English or Khmer instead": "មិនមានមគ្គុទ្ទេសក៍និយាយភាសានេះនៅ{region}ទេ៖ មានមគ្គុទ្ទេសក៍ភាសាអង់គ្លេស ឬខ្មែរជំនួសវិញ",
    "Airport transfer": "ជូនទៅអាកាសយានដ្ឋាន",
    "Speedboat and airport transfer": "ទូកល្បឿនលឿន និងជូនទៅអាកាសយានដ្ឋាន",
    # the room picture of a hotel (its caption in sandbox/catalogue/hotels.yaml)
    "Room at {name}": "បន្ទប់នៅ {name}",
    # festivals
    "Three days of water fights, temple visits and traditional games; many shops close and buses fill up.": "បីថ្ងៃនៃការលេងបាញ់ទឹក ការទៅវត្ត និងល្បែងប្រជាប្រិយ ហាងជាច្រើនបិទ ហើយឡានក្រុងពេញណែន។",
    "New Year celebrations in front of the Angkor temples: concerts, games and food stalls.": "ពិធីបុណ្យចូលឆ្នាំនៅមុខប្រាសាទអង្គរ៖ ការប្រគុំតន្ត្រី ល្បែងប្រជាប្រិយ និងតូបអាហារ។",
    "Festival of the ancestors: families bring rice balls and offerings to pagodas before dawn.": "បុណ្យដូនតា៖ ក្រុមគ្រួសារនាំបាយបិណ្ឌ និងចង្ហាន់ទៅវត្តមុនព្រលឹម។",
    "Dragon-boat races on the Tonle Sap river, illuminated floats and fireworks; Phnom Penh is packed.": "ការប្រណាំងទូកងលើទន្លេសាប ការបណ្តែតប្រទីប និងកាំជ្រួច ភ្នំពេញមានមនុស្សច្រើនកុះករ។",
    "The Buddha's birth, enlightenment and death: candlelit processions around pagodas.": "ការប្រសូត ការត្រាស់ដឹង និងការចូលបរិនិព្វានរបស់ព្រះពុទ្ធ៖ ការដង្ហែទៀនជុំវិញវត្ត។",
    "Royal oxen choose between rice, corn, beans, grass, water and wine to predict the harvest.": "គោឧសភរាជជ្រើសរើសស្រូវ ពោត សណ្តែក ស្មៅ ទឹក និងស្រា ដើម្បីទស្សន៍ទាយផលដំណាំ។",
    "Lion dances, red lanterns and family feasts, especially in Phnom Penh and Kampot.": "របាំតោ គោមក្រហម និងការជួបជុំគ្រួសារ ជាពិសេសនៅភ្នំពេញ និងកំពត។",
    "A Buddhist holy day; evening candle processions at pagodas such as Oudong.": "ថ្ងៃបុណ្យសាសនាព្រះពុទ្ធ៖ ការដង្ហែទៀនពេលល្ងាចនៅវត្តនានា ដូចជានៅឧដុង្គ។",
    "National holiday for King Norodom Sihamoni's birthday.": "ថ្ងៃឈប់សម្រាកជាតិ ព្រះរាជពិធីបុណ្យចម្រើនព្រះជន្មព្រះមហាក្សត្រ នរោត្តម សីហមុនី។",
    "Celebrations at the Independence Monument marking independence from France in 1953.": "ពិធីប្រារព្ធនៅវិមានឯករាជ្យ រំលឹកការទទួលបានឯករាជ្យពីប្រទេសបារាំងក្នុងឆ្នាំ ១៩៥៣។",
    # weather
    "Thunderstorms": "ភ្លៀងផ្គររន្ទះ",
    "Rain showers": "ភ្លៀងមួយភ្លែតៗ",
    "Partly cloudy": "មានពពកខ្លះ",
    "Hot and sunny": "ក្តៅ និងថ្ងៃចាំងខ្លាំង",
    "Sunny": "មេឃស្រឡះ",
    "Expect heavy afternoon downpours: pack a rain jacket and plan sightseeing for the morning.": "អាចមានភ្លៀងធ្លាក់ខ្លាំងពេលរសៀល៖ សូមយកអាវភ្លៀង ហើយរៀបចំការទស្សនានៅពេលព្រឹក។",
    "Showers are likely: bring a light rain jacket and quick-dry clothes.": "ទំនងជាមានភ្លៀង៖ សូមយកអាវភ្លៀងស្រាល និងសម្លៀកបំពាក់ដែលឆាប់ស្ងួត។",
    "Mostly dry with some clouds: sunscreen and a hat are enough.": "ភាគច្រើនស្ងួត មានពពកខ្លះ៖ ឡេការពារកម្តៅថ្ងៃ និងមួកគឺគ្រប់គ្រាន់។",
    "Very hot: start early, drink plenty of water and rest at midday.": "ក្តៅខ្លាំង៖ សូមចេញដំណើរពីព្រលឹម ផឹកទឹកឲ្យបានច្រើន និងសម្រាកពេលថ្ងៃត្រង់។",
    "Dry and pleasant: great for sightseeing; bring sunscreen.": "ស្ងួត និងអាកាសធាតុល្អ៖ ល្អសម្រាប់ការទស្សនា សូមយកឡេការពារកម្តៅថ្ងៃ។",
    "Evenings in the highlands are cool: bring a warm layer.": "ពេលល្ងាចនៅតំបន់ខ្ពង់រាបត្រជាក់៖ សូមយកអាវរងាមួយ។",
    "This is the typical weather for the season, not a forecast: "
    "a day-by-day forecast is available within {days} days of the date.": "នេះជាអាកាសធាតុធម្មតាតាមរដូវកាល មិនមែនជាការព្យាករណ៍ទេ៖ ការព្យាករណ៍ប្រចាំថ្ងៃមានក្នុងរយៈពេល {days} ថ្ងៃមុនកាលបរិច្ឆេទនោះ។",
}

_LANGUAGES = {
    "English": "អង់គ្លេស",
    "Khmer": "ខ្មែរ",
    "Chinese": "ចិន",
    "English or Khmer": "អង់គ្លេស ឬខ្មែរ",
    "English or Chinese": "អង់គ្លេស ឬចិន",
    "Khmer or Chinese": "ខ្មែរ ឬចិន",
    "English, Khmer or Chinese": "អង់គ្លេស ខ្មែរ ឬចិន",
}
_GUIDES = {
    "guide on tour days": "មគ្គុទ្ទេសក៍និយាយភាសា{}នៅថ្ងៃទស្សនា",
    "licensed guide": "មគ្គុទ្ទេសក៍មានអាជ្ញាប័ណ្ណនិយាយភាសា{}",
    "private expert guide": "មគ្គុទ្ទេសក៍ជំនាញឯកជននិយាយភាសា{}",
}
KH.update(
    {f"{en}-speaking {guide}": text.format(name) for en, name in _LANGUAGES.items() for guide, text in _GUIDES.items()}
)
# the guide languages besides the reader's, on request (sandbox/i18n/views.py guide_line)
KH.update(
    {f"Also on request: a guide speaking {en}": f"អាចស្នើសុំមគ្គុទ្ទេសក៍និយាយភាសា{name}បាន" for en, name in _LANGUAGES.items()}
)
