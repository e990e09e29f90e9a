"""Khmer phrases: trip taglines and highlights, regions, labels and inclusions (see sandbox/i18n)."""

KH: dict[str, str] = {
    # taglines
    "Watch the sun rise over Angkor Wat and tuk-tuk through the great temples.":
        "ទស្សនាថ្ងៃរះលើប្រាសាទអង្គរវត្ត ហើយជិះរ៉ឺម៉កទៅកាន់ប្រាសាទធំៗ។",
    "Temples by bicycle, the sacred Kulen waterfall and the pink sandstone of Banteay Srei.":
        "ជិះកង់ទស្សនាប្រាសាទ ទឹកធ្លាក់ដ៏ពិសិដ្ឋនៃភ្នំគូលែន និងថ្មភក់ពណ៌ផ្កាឈូកនៃប្រាសាទបន្ទាយស្រី។",
    "Private archaeologist-guided temples, a helicopter view of Angkor and spa evenings.":
        "ទស្សនាប្រាសាទជាមួយបុរាណវិទូឯកជន មើលអង្គរពីលើឧទ្ធម្ភាគចក្រ និងល្ងាចសម្រាកជាមួយសេវាស្ប៉ា។",
    "The Royal Palace, the markets and a sunset cruise where the Mekong meets the Tonle Sap.":
        "ព្រះបរមរាជវាំង ផ្សារនានា និងការជិះទូកមើលថ្ងៃលិចត្រង់ចំណុចដែលទន្លេមេគង្គជួបទន្លេសាប។",
    "Colonial streets, the bamboo train, the bat cave at dusk and the Phare circus school.":
        "វិថីសម័យអាណានិគម រថភ្លើងឫស្សី ល្អាងប្រចៀវពេលព្រលប់ និងសាលាសៀកផារ។",
    "A grand colonial hotel, private palace tours, fine Khmer dining and a private river cruise.":
        "សណ្ឋាគារសម័យអាណានិគមដ៏ស្កឹមស្កៃ ការទស្សនាព្រះបរមរាជវាំងឯកជន ម្ហូបខ្មែរលំដាប់ខ្ពស់ និងការជិះទូកឯកជនលើទន្លេ។",
    "Slow seaside days, pepper crab at the market and Rabbit Island by longtail boat.":
        "ថ្ងៃសម្រាកយឺតៗតាមមាត់សមុទ្រ ក្តាមឆាម្រេចនៅផ្សារ និងជិះទូកកន្ទុយវែងទៅកោះទន្សាយ។",
    "Quiet Otres Beach, snorkelling at Koh Ta Kiev and seafood barbecues on the sand.":
        "ឆ្នេរអូរត្រេះដ៏ស្ងប់ស្ងាត់ ការមុជទឹកមើលផ្កាថ្មនៅកោះតាគៀវ និងអាហារសមុទ្រអាំងលើខ្សាច់។",
    "Cliffside pool villas, private boat to the islands and a pepper-plantation lunch.":
        "វីឡាមានអាងហែលទឹកលើច្រាំងថ្មចោទ ទូកឯកជនទៅកាន់កោះនានា និងអាហារថ្ងៃត្រង់នៅចម្ការម្រេច។",
    "White sand, jungle trails to Long Set Beach and glowing plankton at night.":
        "ខ្សាច់ស ផ្លូវដើរកាត់ព្រៃទៅឆ្នេរឡុងសិត និងភ្លាងតុងបញ្ចេញពន្លឺពេលយប់។",
    "Saracen Bay bungalows, kayaking and the calmest water in the Gulf of Thailand.":
        "បឹងកាឡូនៅឆ្នេរសារ៉ាសិន ការអុំទូកកាយ៉ាក់ និងទឹកសមុទ្រស្ងប់បំផុតក្នុងឈូងសមុទ្រថៃ។",
    "Overwater villas on a private island, marine reserve dives and a private chef.":
        "វីឡាលើទឹកនៅលើកោះឯកជន ការមុជទឹកក្នុងតំបន់ការពារសមុទ្រ និងចុងភៅឯកជន។",
    "Misty Bokor hill station, a pepper farm tour and fireflies on the Kampot river.":
        "ស្ថានីយ៍ភ្នំបូកគោដែលពោរពេញដោយអ័ព្ទ ការទស្សនាចម្ការម្រេច និងអំពិលអំពែកលើទន្លេកំពត។",
    "Rolling green hills, the two-tier Bou Sra waterfall and Bunong village coffee.":
        "ភ្នំបៃតងលាតសន្ធឹង ទឹកធ្លាក់ប៊ូស្រាពីរជាន់ និងកាហ្វេពីភូមិជនជាតិព្នង។",
    "A design eco-lodge high in the Cardamoms, ranger-led treks and river kayaking.":
        "ផ្ទះសំណាក់បែបអេកូដ៏ទាន់សម័យខ្ពស់លើជួរភ្នំក្រវាញ ការដើរព្រៃជាមួយឆ្មាំព្រៃ និងការអុំទូកកាយ៉ាក់តាមស្ទឹង។",
    "Walk with rescued elephants in their forest sanctuary and sleep in jungle cabins.":
        "ដើរជាមួយដំរីដែលត្រូវបានសង្គ្រោះក្នុងជម្រកព្រៃរបស់វា ហើយស្នាក់នៅក្នុងខ្ទមកណ្តាលព្រៃ។",
    "Swim in the perfectly round Yeak Loam crater lake and trek Virachey National Park.":
        "ហែលទឹកក្នុងបឹងយក់ឡោមដែលមានរាងមូលល្អឥតខ្ចោះ និងដើរព្រៃក្នុងឧទ្យានជាតិវីរជ័យ។",
    "Luxury tents on the Areng river, gibbon spotting at dawn and conservation walks.":
        "តង់ប្រណិតតាមដងស្ទឹងអារ៉ែង ការមើលសត្វទោចពេលព្រលឹម និងការដើរស្វែងយល់ពីការអភិរក្ស។",
    # highlights
    "Sunrise at Angkor Wat": "ថ្ងៃរះនៅប្រាសាទអង្គរវត្ត",
    "The smiling faces of Bayon": "ព្រះភក្ត្រញញឹមនៃប្រាសាទបាយ័ន",
    "Jungle-wrapped Ta Prohm": "ប្រាសាទតាព្រហ្មក្នុងរង្វង់ព្រៃ",
    "Cycling the Angkor small circuit": "ជិះកង់តាមរង្វង់តូចនៃតំបន់អង្គរ",
    "Phnom Kulen waterfall and river of a thousand lingas": "ទឹកធ្លាក់ភ្នំគូលែន និងស្ទឹងលិង្គមួយពាន់",
    "Banteay Srei carvings": "ចម្លាក់ប្រាសាទបន្ទាយស្រី",
    "Private sunrise picnic at Srah Srang": "អាហារពិកនិកឯកជនមើលថ្ងៃរះនៅស្រះស្រង់",
    "Helicopter flight over Angkor Wat": "ហោះហើរលើប្រាសាទអង្គរវត្តដោយឧទ្ធម្ភាគចក្រ",
    "Khmer spa rituals": "ពិធីថែទាំស្ប៉ាបែបខ្មែរ",
    "Royal Palace and Silver Pagoda": "ព្រះបរមរាជវាំង និងវត្តព្រះកែវមរកត",
    "Central Market and Russian Market": "ផ្សារធំថ្មី និងផ្សារទួលទំពូង",
    "Sunset river cruise": "ជិះទូកលើទន្លេមើលថ្ងៃលិច",
    "Bamboo train ride": "ជិះរថភ្លើងឫស្សី",
    "Phnom Sampeau bat cave at dusk": "ល្អាងប្រចៀវភ្នំសំពៅពេលព្រលប់",
    "Colonial architecture walk": "ដើរទស្សនាស្ថាបត្យកម្មសម័យអាណានិគម",
    "Private Royal Palace tour": "ទស្សនាព្រះបរមរាជវាំងជាលក្ខណៈឯកជន",
    "Chef's table of modern Khmer cuisine": "តុចុងភៅម្ហូបខ្មែរបែបទំនើប",
    "Private sunset cruise": "ជិះទូកឯកជនមើលថ្ងៃលិច",
    "Kep crab market": "ផ្សារក្តាមកែប",
    "Rabbit Island beach day": "មួយថ្ងៃលើឆ្នេរកោះទន្សាយ",
    "Sunset at the Kep pier": "ថ្ងៃលិចនៅកំពង់ផែកែប",
    "Otres Beach": "ឆ្នេរអូរត្រេះ",
    "Snorkelling at Koh Ta Kiev": "មុជទឹកមើលផ្កាថ្មនៅកោះតាគៀវ",
    "Ream National Park mangroves": "ព្រៃកោងកាងក្នុងឧទ្យានជាតិរាម",
    "Pool villa with sea view": "វីឡាមានអាងហែលទឹក និងទេសភាពសមុទ្រ",
    "Private boat to Koh Tonsay": "ទូកឯកជនទៅកោះទន្សាយ",
    "La Plantation pepper lunch": "អាហារថ្ងៃត្រង់នៅចម្ការម្រេច La Plantation",
    "Jungle trek to Long Set Beach": "ដើរកាត់ព្រៃទៅឆ្នេរឡុងសិត",
    "Night swim with bioluminescent plankton": "ហែលទឹកពេលយប់ជាមួយភ្លាងតុងបញ្ចេញពន្លឺ",
    "Snorkelling trip": "ដំណើរមុជទឹកមើលផ្កាថ្ម",
    "Saracen Bay": "ឆ្នេរសារ៉ាសិន",
    "Kayaking to Lazy Beach": "អុំទូកកាយ៉ាក់ទៅឆ្នេរឡេស៊ី",
    "Plankton night kayak": "អុំទូកកាយ៉ាក់ពេលយប់មើលភ្លាងតុង",
    "Overwater villa": "វីឡាលើទឹក",
    "Marine reserve snorkelling": "មុជទឹកក្នុងតំបន់ការពារសមុទ្រ",
    "Private beach dinner": "អាហារពេលល្ងាចឯកជនលើឆ្នេរ",
    "Bokor hill station ruins": "អគារបុរាណនៃស្ថានីយ៍ភ្នំបូកគោ",
    "Kampot pepper farm": "ចម្ការម្រេចកំពត",
    "Firefly river cruise": "ជិះទូកមើលអំពិលអំពែកលើទន្លេ",
    "Bou Sra waterfall": "ទឹកធ្លាក់ប៊ូស្រា",
    "Sea of Trees viewpoint": "ចំណុចមើលទេសភាពសមុទ្រព្រៃឈើ",
    "Bunong village visit": "ទស្សនាភូមិជនជាតិព្នង",
    "Ranger-led ridge trek": "ដើរលើខ្នងភ្នំជាមួយឆ្មាំព្រៃ",
    "Tatai river kayaking": "អុំទូកកាយ៉ាក់លើស្ទឹងតាតៃ",
    "Stargazing deck": "រានហាលមើលផ្កាយ",
    "Elephant sanctuary day": "មួយថ្ងៃនៅជម្រកដំរី",
    "Jungle cabin night": "មួយយប់ក្នុងខ្ទមកណ្តាលព្រៃ",
    "Romanear waterfall swim": "ហែលទឹកនៅទឹកធ្លាក់រមនា",
    "Yeak Loam crater lake": "បឹងយក់ឡោម",
    "Virachey jungle trek": "ដើរព្រៃវីរជ័យ",
    "Gem-mining villages": "ភូមិជីកត្បូង",
    "Luxury riverside tent": "តង់ប្រណិតមាត់ស្ទឹង",
    "Dawn gibbon spotting": "មើលសត្វទោចពេលព្រលឹម",
    "Wildlife conservation walk": "ដើរស្វែងយល់ពីការអភិរក្សសត្វព្រៃ",
    # regions
    "Siem Reap": "សៀមរាប", "Phnom Penh": "ភ្នំពេញ", "Battambang": "បាត់ដំបង", "Kep": "កែប",
    "Sihanoukville": "ក្រុងព្រះសីហនុ", "Koh Rong": "កោះរ៉ុង", "Kampot": "កំពត", "Mondulkiri": "មណ្ឌលគិរី",
    "Koh Kong": "កោះកុង", "Ratanakiri": "រតនគិរី", "Nationwide": "ទូទាំងប្រទេស", "Cambodia": "កម្ពុជា",
    # comparison labels and values
    "Region": "តំបន់", "Tier": "កម្រិត", "Price per person (USD)": "តម្លៃក្នុងម្នាក់ (ដុល្លារ)",
    "Duration (days)": "រយៈពេល (ថ្ងៃ)", "Price per day (USD)": "តម្លៃក្នុងមួយថ្ងៃ (ដុល្លារ)",
    "Difficulty": "កម្រិតលំបាក", "Best for": "សមស្របសម្រាប់", "Highlights": "ចំណុចលេចធ្លោ",
    "budget": "សន្សំសំចៃ", "standard": "ស្តង់ដារ", "luxury": "ប្រណិត",
    "easy": "ស្រួល", "moderate": "មធ្យម", "challenging": "ពិបាក",
    "stressed": "សម្រាកលំហែ", "adventurous": "ផ្សងព្រេង", "romantic": "មនោសញ្ចេតនា", "curious": "ស្វែងយល់",
    "family": "គ្រួសារ",
    # inclusions and meals
    "Guesthouse accommodation": "ស្នាក់នៅផ្ទះសំណាក់",
    "Shared transport": "ការធ្វើដំណើរតាមរថយន្តរួម",
    "Entrance fees listed in the itinerary": "ថ្លៃចូលទស្សនាដែលមានក្នុងកម្មវិធី",
    "3-4 star hotel": "សណ្ឋាគារ ៣-៤ ផ្កាយ",
    "Private air-conditioned car": "រថយន្តឯកជនមានម៉ាស៊ីនត្រជាក់",
    "Entrance fees": "ថ្លៃចូលទស្សនា",
    "Bottled water": "ទឹកបរិសុទ្ធ",
    "5-star accommodation": "ស្នាក់នៅសណ្ឋាគារ ៥ ផ្កាយ",
    "Private driver and vehicle": "រថយន្ត និងអ្នកបើកបរឯកជន",
    "Spa treatment": "សេវាស្ប៉ា",
    "Airport transfers": "ការទទួល-ជូនទៅអាកាសយានដ្ឋាន",
    "Breakfast": "អាហារពេលព្រឹក", "Lunch": "អាហារថ្ងៃត្រង់", "Dinner": "អាហារពេលល្ងាច",
    "Meals: {breakfasts} breakfast(s), {lunches} lunch(es), {dinners} dinner(s), as listed day by day":
        "អាហារ៖ អាហារពេលព្រឹក {breakfasts} ពេល អាហារថ្ងៃត្រង់ {lunches} ពេល អាហារពេលល្ងាច {dinners} ពេល តាមកម្មវិធីប្រចាំថ្ងៃ",
    "No {language}-speaking guide in {region}: English or Khmer instead":
        "មិនមានមគ្គុទ្ទេសក៍និយាយភាសានេះនៅ{region}ទេ៖ មានមគ្គុទ្ទេសក៍ភាសាអង់គ្លេស ឬខ្មែរជំនួសវិញ",
}

_LANGUAGES = {"English": "អង់គ្លេស", "Khmer": "ខ្មែរ", "Chinese": "ចិន"}
_GUIDES = {"guide on tour days": "មគ្គុទ្ទេសក៍និយាយភាសា{}នៅថ្ងៃទស្សនា",
           "licensed guide": "មគ្គុទ្ទេសក៍មានអាជ្ញាប័ណ្ណនិយាយភាសា{}",
           "private expert guide": "មគ្គុទ្ទេសក៍ជំនាញឯកជននិយាយភាសា{}"}
KH.update({f"{en}-speaking {guide}": text.format(name)
           for en, name in _LANGUAGES.items() for guide, text in _GUIDES.items()})
