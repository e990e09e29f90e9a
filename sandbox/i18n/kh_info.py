"""Khmer phrases: hotels, places, festivals and weather (see sandbox/i18n)."""

KH: dict[str, str] = {
    # hotel amenities
    "Free Wi-Fi": "វ៉ាយហ្វាយឥតគិតថ្លៃ", "Fan or air-conditioning": "កង្ហារ ឬម៉ាស៊ីនត្រជាក់", "Hot shower": "ទឹកក្តៅងូតទឹក",
    "Tour desk": "តុសេវាទេសចរណ៍", "Bicycle rental": "ជួលកង់", "Air-conditioning": "ម៉ាស៊ីនត្រជាក់",
    "Restaurant & bar": "ភោជនីយដ្ឋាន និងបារ", "Outdoor pool": "អាងហែលទឹកខាងក្រៅ", "Spa": "ស្ប៉ា",
    "Airport shuttle": "ឡានទទួល-ជូនអាកាសយានដ្ឋាន", "Mosquito nets": "មុង", "Family-run": "គ្រប់គ្រងដោយគ្រួសារ",
    "Fine-dining restaurant": "ភោជនីយដ្ឋានលំដាប់ខ្ពស់", "Infinity pool": "អាងហែលទឹកគ្មានព្រំដែន",
    "Full-service spa": "ស្ប៉ាសេវាពេញលេញ", "Butler service": "សេវាអ្នកបម្រើផ្ទាល់ខ្លួន",
    "Private transfers": "ការដឹកជញ្ជូនឯកជន", "Fitness centre": "មជ្ឈមណ្ឌលហាត់ប្រាណ",
    "Private temple guides": "មគ្គុទ្ទេសក៍ប្រាសាទឯកជន", "Vintage car tours": "ដំណើរទស្សនាដោយរថយន្តបុរាណ",
    "Restaurant": "ភោជនីយដ្ឋាន", "Swimming pool": "អាងហែលទឹក", "Laundry service": "សេវាបោកអ៊ុត",
    "Rooftop bar": "បារលើដំបូល", "Garden": "សួនច្បារ", "Afternoon tea": "តែពេលរសៀល",
    "Cigar lounge": "បន្ទប់ស៊ីហ្គា", "Scooter rental": "ជួលម៉ូតូស្កុយទ័រ", "Beach loungers": "កៅអីលំហែលើឆ្នេរ",
    "Kayaks": "ទូកកាយ៉ាក់", "Private plunge pools": "អាងត្រាំទឹកឯកជន", "Yoga pavilion": "រោងហាត់យូហ្គា",
    "Beach bar": "បារលើឆ្នេរ", "Snorkel gear": "ឧបករណ៍មុជទឹក", "Solar power": "ថាមពលពន្លឺព្រះអាទិត្យ",
    "Private beach": "ឆ្នេរឯកជន", "Dive centre": "មជ្ឈមណ្ឌលមុជទឹក", "Private chef": "ចុងភៅឯកជន",
    "Pepper tasting": "ភ្លក់ម្រេច", "Fireplace lounge": "បន្ទប់សម្រាកមានចើងក្រាន", "Motorbike rental": "ជួលម៉ូតូ",
    "Guided treks": "ដើរព្រៃជាមួយមគ្គុទ្ទេសក៍", "Shared kitchen": "ផ្ទះបាយរួម", "Canoes": "ទូកកាណូ",
    "Wildlife guides": "មគ្គុទ្ទេសក៍សត្វព្រៃ",
    "Room at {name}": "បន្ទប់នៅ {name}",
    # hotel features and review templates
    "the quiet garden courtyard": "ទីធ្លាសួនច្បារដ៏ស្ងប់ស្ងាត់", "the saltwater pool": "អាងហែលទឹកប្រៃ",
    "home-cooked Khmer dinners": "អាហារពេលល្ងាចខ្មែរដែលចម្អិនបែបនៅផ្ទះ", "the private villa pools": "អាងហែលទឹកឯកជនរបស់វីឡា",
    "the rooftop view of the river": "ទេសភាពទន្លេពីលើដំបូល", "the colonial-style rooms": "បន្ទប់បែបអាណានិគម",
    "the 1920s architecture": "ស្ថាបត្យកម្មទសវត្សរ៍ ១៩២០", "the hammocks facing the sea": "អង្រឹងបែរមុខទៅសមុទ្រ",
    "the beachfront pool": "អាងហែលទឹកមាត់ឆ្នេរ", "the sunset from the infinity pool": "ថ្ងៃលិចមើលពីអាងហែលទឹកគ្មានព្រំដែន",
    "waking up a few steps from the sand": "ការភ្ញាក់ពីដំណេកក្បែរឆ្នេរខ្សាច់", "the calm bay right outside": "ឈូងសមុទ្រស្ងប់នៅមុខបន្ទប់",
    "the overwater villa": "វីឡាលើទឹក", "the riverside bungalows": "បឹងកាឡូមាត់ទន្លេ",
    "the cool mountain mornings": "ពេលព្រឹកត្រជាក់លើភ្នំ", "the view over the rainforest canopy": "ទេសភាពពីលើដំបូលព្រៃ",
    "the sounds of the forest at night": "សំឡេងព្រៃពេលយប់", "the walk to the crater lake": "ផ្លូវដើរទៅបឹងយក់ឡោម",
    "falling asleep to the river": "ការលង់លក់ជាមួយសំឡេងស្ទឹង",
    "Loved {feature}. The staff remembered our names from day one.":
        "ចូលចិត្ត{feature}ណាស់។ បុគ្គលិកចាំឈ្មោះពួកយើងតាំងពីថ្ងៃដំបូង។",
    "Great location and {feature}. Rooms are simple but spotless.":
        "ទីតាំងល្អ និង{feature}។ បន្ទប់សាមញ្ញ ប៉ុន្តែស្អាតបំផុត។",
    "We extended our stay because of {feature}. Breakfast was excellent.":
        "យើងបានពន្យារការស្នាក់នៅដោយសារ{feature}។ អាហារពេលព្រឹកឆ្ងាញ់ណាស់។",
    "Friendly team, comfortable bed and {feature}. Wi-Fi a bit slow in the evening.":
        "បុគ្គលិករួសរាយ គ្រែស្រួលគេង និង{feature}។ វ៉ាយហ្វាយយឺតបន្តិចពេលល្ងាច។",
    "Good value overall; {feature} made up for a noisy first night.":
        "តម្លៃសមរម្យ។ {feature}ធ្វើឲ្យយើងភ្លេចយប់ដំបូងដែលមានសំឡេងរំខាន។",
    # places
    "The largest religious monument in the world; come at sunrise. Fee is the 1-day Angkor pass.":
        "វិមានសាសនាធំជាងគេបំផុតលើពិភពលោក គួរមកពេលថ្ងៃរះ។ ថ្លៃចូលគឺសំបុត្រអង្គរមួយថ្ងៃ។",
    "216 serene stone faces at the heart of Angkor Thom (included in the Angkor pass).":
        "ព្រះភក្ត្រថ្មដ៏ស្ងប់ស្ងាត់ ២១៦ នៅចំកណ្តាលអង្គរធំ (រួមក្នុងសំបុត្រអង្គរ)។",
    "Giant silk-cotton roots wrapped around the ruins (included in the Angkor pass).":
        "ឫសដើមគរយក្សរុំព័ទ្ធប្រាសាទបុរាណ (រួមក្នុងសំបុត្រអង្គរ)។",
    "Exquisite pink sandstone carvings, 35 km from Angkor Wat (Angkor pass).":
        "ចម្លាក់ថ្មភក់ពណ៌ផ្កាឈូកដ៏ល្អវិចិត្រ ចម្ងាយ ៣៥ គ.ម ពីអង្គរវត្ត (សំបុត្រអង្គរ)។",
    "A remote 10th-century capital with a seven-tier pyramid.":
        "រាជធានីដាច់ស្រយាលពីសតវត្សទី ១០ ដែលមានប្រាសាទកំពូលប្រាំពីរជាន់។",
    "The hilltop pagoda that gave Phnom Penh its name.": "វត្តលើភ្នំដែលជាប្រភពនៃឈ្មោះភ្នំពេញ។",
    "Inside the Royal Palace; its floor is 5,000 silver tiles.": "នៅក្នុងព្រះបរមរាជវាំង ក្រាលដោយក្បឿងប្រាក់ ៥០០០ ផ្ទាំង។",
    "Hilltop temples, the killing caves and millions of bats at dusk.":
        "វត្តលើភ្នំ ល្អាងសម្លាប់មនុស្ស និងប្រចៀវរាប់លានក្បាលពេលព្រលប់។",
    "A long, quieter beach south of Sihanoukville with seafood shacks.":
        "ឆ្នេរវែង និងស្ងប់ស្ងាត់នៅខាងត្បូងក្រុងព្រះសីហនុ មានតូបលក់អាហារសមុទ្រ។",
    "Seven kilometres of white sand on Koh Rong's east coast.": "ខ្សាច់សប្រវែងប្រាំពីរគីឡូម៉ែត្រនៅឆ្នេរខាងកើតកោះរ៉ុង។",
    "A calm crescent bay on Koh Rong Samloem, ideal for swimming.": "ឆ្នេររាងអឌ្ឍចន្ទដ៏ស្ងប់លើកោះរ៉ុងសន្លឹម ល្អសម្រាប់ហែលទឹក។",
    "A fishing-village beach famous for its sunsets.": "ឆ្នេរនៃភូមិនេសាទដែលល្បីដោយសារទេសភាពថ្ងៃលិច។",
    "A small town beach with the famous crab statue.": "ឆ្នេរក្នុងក្រុងតូចមួយដែលមានរូបសំណាកក្តាមដ៏ល្បី។",
    "Hammocks and simple bungalows, 20 minutes by boat from Kep.": "អង្រឹង និងបឹងកាឡូសាមញ្ញ ចម្ងាយ ២០ នាទីតាមទូកពីកែប។",
    "Fish amok steamed in banana leaf, Khmer curries; mains around $6.":
        "អាម៉ុកត្រីចំហុយក្នុងស្លឹកចេក និងការីខ្មែរ ម្ហូបចម្បងប្រហែល $6។",
    "Beef lok lak and river views on Sisowath Quay; mains around $7.":
        "ឡុកឡាក់សាច់គោ និងទេសភាពទន្លេនៅមាត់ទន្លេស៊ីសុវត្ថិ ម្ហូបចម្បងប្រហែល $7។",
    "Crab with fresh Kampot green pepper, straight from the market.": "ក្តាមឆាម្រេចខ្ចីកំពត ស្រស់ពីផ្សារ។",
    "Khmer rice noodles with green fish curry, a local breakfast favourite.":
        "នំបញ្ចុកសម្លប្រហើរត្រី អាហារពេលព្រឹកដែលអ្នកស្រុកចូលចិត្ត។",
    "Mondulkiri-grown coffee and avocado shakes with hill views.": "កាហ្វេដាំនៅមណ្ឌលគិរី និងទឹកក្រឡុកផ្លែប័រ ជាមួយទេសភាពភ្នំ។",
    "An Art Deco dome full of jewellery, fabrics and street food.": "អគារដំបូលមូលបែបអាតដេកូ ពោរពេញដោយគ្រឿងអលង្ការ ក្រណាត់ និងអាហារតាមផ្លូវ។",
    "Crafts, silk, spare parts and a great food court.": "សិប្បកម្ម សូត្រ គ្រឿងបន្លាស់ និងកន្លែងលក់អាហារដ៏ល្អ។",
    "Souvenirs, spices and noodle stalls by the river.": "វត្ថុអនុស្សាវរីយ៍ គ្រឿងទេស និងតូបគុយទាវក្បែរស្ទឹង។",
    "Pick crabs from the baskets and have them cooked with Kampot pepper.": "រើសក្តាមពីកញ្ជើ ហើយឲ្យគេឆាជាមួយម្រេចកំពត។",
    "Evening stalls of handicrafts, massage and bars.": "តូបលក់សិប្បកម្ម ម៉ាស្សា និងបារពេលល្ងាច។",
    "Former S-21 prison; the audio guide is essential. A sobering visit.":
        "អតីតមន្ទីរឃុំឃាំង ស-២១ គួរប្រើឧបករណ៍ពន្យល់ជាសំឡេង។ ការទស្សនាដែលធ្វើឲ្យយើងឆ្លុះបញ្ចាំង។",
    "The Killing Fields memorial stupa, 15 km from the city.": "ចេតិយរំលឹកវាលពិឃាត ចម្ងាយ ១៥ គ.ម ពីទីក្រុង។",
    "The world's finest collection of Khmer sculpture in a red pavilion.":
        "បណ្តុំចម្លាក់ខ្មែរដ៏ល្អបំផុតលើពិភពលោក ក្នុងអគារពណ៌ក្រហម។",
    "A good introduction before visiting the temples.": "ការណែនាំដ៏ល្អមុនពេលទៅទស្សនាប្រាសាទ។",
    "Sacred mountain with a swimmable waterfall and riverbed carvings.": "ភ្នំដ៏ពិសិដ្ឋដែលមានទឹកធ្លាក់អាចហែលបាន និងចម្លាក់នៅបាតស្ទឹង។",
    "A powerful two-tier waterfall in the highland forest.": "ទឹកធ្លាក់ពីរជាន់ដ៏ខ្លាំងក្លាក្នុងព្រៃខ្ពង់រាប។",
    "A perfectly round volcanic lake for swimming, ringed by jungle.": "បឹងភ្នំភ្លើងរាងមូលល្អឥតខ្ចោះសម្រាប់ហែលទឹក ព័ទ្ធជុំវិញដោយព្រៃ។",
    "A misty plateau with a 1920s hill station and waterfalls.": "ខ្ពង់រាបពោរពេញដោយអ័ព្ទ មានស្ថានីយ៍ភ្នំពីទសវត្សរ៍ ១៩២០ និងទឹកធ្លាក់។",
    "Southeast Asia's largest lake and its floating villages (boat fee).":
        "បឹងធំជាងគេក្នុងអាស៊ីអាគ្នេយ៍ និងភូមិបណ្តែតទឹក (ថ្លៃជិះទូក)។",
    "An 8 km forest loop with sea views and a butterfly garden.": "ផ្លូវដើរព្រៃជារង្វង់ ៨ គ.ម មានទេសភាពសមុទ្រ និងសួនមេអំបៅ។",
    "Neon-lit bars, $1 draught beer and street food.": "បារភ្លើងនីអុង ស្រាបៀរស្រស់ $1 និងអាហារតាមផ្លូវ។",
    "A tiny alley of cocktail bars in BKK1.": "ច្រកតូចមួយពោរពេញដោយបារស្រាក្រឡុកក្នុងសង្កាត់បឹងកេងកង១។",
    "Acrobatics and theatre by a Battambang arts school, nightly.": "ការសម្តែងកាយសម្ព័ន្ធ និងល្ខោនដោយសាលាសិល្បៈបាត់ដំបង រៀងរាល់យប់។",
    "Beach bars and fire shows at Koh Rong's main village.": "បារលើឆ្នេរ និងការសម្តែងភ្លើងនៅភូមិធំលើកោះរ៉ុង។",
    "Relaxed riverside bars with live music and sunset views of Bokor.":
        "បារមាត់ទន្លេបែបស្ងប់ស្ងាត់ មានតន្ត្រីផ្ទាល់ និងទេសភាពថ្ងៃលិចលើភ្នំបូកគោ។",
    # festivals
    "Three days of water fights, temple visits and traditional games; many shops close and buses fill up.":
        "បីថ្ងៃនៃការលេងបាញ់ទឹក ការទៅវត្ត និងល្បែងប្រជាប្រិយ ហាងជាច្រើនបិទ ហើយឡានក្រុងពេញណែន។",
    "New Year celebrations in front of the Angkor temples: concerts, games and food stalls.":
        "ពិធីបុណ្យចូលឆ្នាំនៅមុខប្រាសាទអង្គរ៖ ការប្រគុំតន្ត្រី ល្បែងប្រជាប្រិយ និងតូបអាហារ។",
    "Festival of the ancestors: families bring rice balls and offerings to pagodas before dawn.":
        "បុណ្យដូនតា៖ ក្រុមគ្រួសារនាំបាយបិណ្ឌ និងចង្ហាន់ទៅវត្តមុនព្រលឹម។",
    "Dragon-boat races on the Tonle Sap river, illuminated floats and fireworks; Phnom Penh is packed.":
        "ការប្រណាំងទូកងលើទន្លេសាប ការបណ្តែតប្រទីប និងកាំជ្រួច ភ្នំពេញមានមនុស្សច្រើនកុះករ។",
    "The Buddha's birth, enlightenment and death: candlelit processions around pagodas.":
        "ការប្រសូត ការត្រាស់ដឹង និងការចូលបរិនិព្វានរបស់ព្រះពុទ្ធ៖ ការដង្ហែទៀនជុំវិញវត្ត។",
    "Royal oxen choose between rice, corn, beans, grass, water and wine to predict the harvest.":
        "គោឧសភរាជជ្រើសរើសស្រូវ ពោត សណ្តែក ស្មៅ ទឹក និងស្រា ដើម្បីទស្សន៍ទាយផលដំណាំ។",
    "Lion dances, red lanterns and family feasts, especially in Phnom Penh and Kampot.":
        "របាំតោ គោមក្រហម និងការជួបជុំគ្រួសារ ជាពិសេសនៅភ្នំពេញ និងកំពត។",
    "A Buddhist holy day; evening candle processions at pagodas such as Oudong.":
        "ថ្ងៃបុណ្យសាសនាព្រះពុទ្ធ៖ ការដង្ហែទៀនពេលល្ងាចនៅវត្តនានា ដូចជានៅឧដុង្គ។",
    "National holiday for King Norodom Sihamoni's birthday.": "ថ្ងៃឈប់សម្រាកជាតិ ព្រះរាជពិធីបុណ្យចម្រើនព្រះជន្មព្រះមហាក្សត្រ នរោត្តម សីហមុនី។",
    "Celebrations at the Independence Monument marking independence from France in 1953.":
        "ពិធីប្រារព្ធនៅវិមានឯករាជ្យ រំលឹកការទទួលបានឯករាជ្យពីប្រទេសបារាំងក្នុងឆ្នាំ ១៩៥៣។",
    # weather
    "Thunderstorms": "ភ្លៀងផ្គររន្ទះ", "Rain showers": "ភ្លៀងមួយភ្លែតៗ", "Partly cloudy": "មានពពកខ្លះ",
    "Hot and sunny": "ក្តៅ និងថ្ងៃចាំងខ្លាំង", "Sunny": "មេឃស្រឡះ",
    "Expect heavy afternoon downpours: pack a rain jacket and plan sightseeing for the morning.":
        "អាចមានភ្លៀងធ្លាក់ខ្លាំងពេលរសៀល៖ សូមយកអាវភ្លៀង ហើយរៀបចំការទស្សនានៅពេលព្រឹក។",
    "Showers are likely: bring a light rain jacket and quick-dry clothes.":
        "ទំនងជាមានភ្លៀង៖ សូមយកអាវភ្លៀងស្រាល និងសម្លៀកបំពាក់ដែលឆាប់ស្ងួត។",
    "Mostly dry with some clouds: sunscreen and a hat are enough.":
        "ភាគច្រើនស្ងួត មានពពកខ្លះ៖ ឡេការពារកម្តៅថ្ងៃ និងមួកគឺគ្រប់គ្រាន់។",
    "Very hot: start early, drink plenty of water and rest at midday.":
        "ក្តៅខ្លាំង៖ សូមចេញដំណើរពីព្រលឹម ផឹកទឹកឲ្យបានច្រើន និងសម្រាកពេលថ្ងៃត្រង់។",
    "Dry and pleasant: great for sightseeing; bring sunscreen.": "ស្ងួត និងអាកាសធាតុល្អ៖ ល្អសម្រាប់ការទស្សនា សូមយកឡេការពារកម្តៅថ្ងៃ។",
    "Evenings in the highlands are cool: bring a warm layer.": "ពេលល្ងាចនៅតំបន់ខ្ពង់រាបត្រជាក់៖ សូមយកអាវរងាមួយ។",
    "This is the typical weather for the season, not a forecast: "
    "a day-by-day forecast is available within {days} days of the date.":
        "នេះជាអាកាសធាតុធម្មតាតាមរដូវកាល មិនមែនជាការព្យាករណ៍ទេ៖ ការព្យាករណ៍ប្រចាំថ្ងៃមានក្នុងរយៈពេល {days} ថ្ងៃមុនកាលបរិច្ឆេទនោះ។",
}
