"""Day-by-day plans of each trip: (title, activities). Hotels come from the trip's ``hotels``."""

from __future__ import annotations

DAYS: dict[str, list[tuple[str, list[str]]]] = {
    "trip_001": [
        ("Arrival & Angkor sunset", ["Shared minibus pickup and transfer to Siem Reap", "Angkor pass photo at the ticket office (pass included)", "Sunset at Pre Rup"]),
        ("Sunrise at Angkor Wat", ["Sunrise at Angkor Wat", "Bayon and Angkor Thom", "Ta Prohm", "Old Market evening"]),
        ("Banteay Srei & departure", ["Banteay Srei", "Khmer cooking class", "Drop-off"]),
    ],
    "trip_002": [
        ("Arrival & Angkor by bicycle", ["Pickup and transfer to Siem Reap", "Hotel check-in", "Bicycle ride on the small circuit", "Sunset at Phnom Bakheng"]),
        ("Angkor Wat & Angkor Thom", ["Sunrise at Angkor Wat", "Bayon", "Terrace of the Elephants", "Apsara dance dinner"]),
        ("Phnom Kulen", ["Drive to Phnom Kulen", "River of a thousand lingas", "Kulen waterfall swim", "Reclining Buddha"]),
        ("Banteay Srei & departure", ["Banteay Srei", "Landmine Museum", "Drop-off"]),
    ],
    "trip_003": [
        ("Arrival in style", ["Private limousine pickup", "Welcome Khmer spa ritual", "Dinner at the residence"]),
        ("Private Angkor", ["Sunrise picnic at Srah Srang", "Archaeologist-guided Angkor Wat", "Afternoon at leisure"]),
        ("Angkor from the air", ["Helicopter flight over Angkor", "Ta Prohm before the crowds", "Private Apsara performance"]),
        ("Tonle Sap & farewell", ["Private boat on the Tonle Sap", "Farewell lunch", "Drop-off"]),
    ],
    "trip_004": [
        ("Royal Phnom Penh", ["Shared minibus pickup at your hotel in Phnom Penh", "Royal Palace and Silver Pagoda", "National Museum", "Sunset river cruise"]),
        ("Markets & memory", ["Central Market", "Tuol Sleng Genocide Museum", "Russian Market", "Drop-off"]),
    ],
    "trip_005": [
        ("Colonial Battambang", ["Pickup and transfer to Battambang", "Arrival and check-in", "Colonial architecture walk", "Phare Ponleu Selpak circus show"]),
        ("Bamboo train & bats", ["Bamboo train ride", "Wat Banan temple", "Phnom Sampeau killing caves", "Bat exodus at dusk"]),
        ("Countryside & departure", ["Rice paper and fish paste villages by tuk-tuk", "Lunch at a family home", "Drop-off"]),
    ],
    "trip_006": [
        ("Grand arrival", ["Private transfer", "Afternoon tea at the hotel", "Chef's table of modern Khmer cuisine"]),
        ("Palace & private cruise", ["Private Royal Palace tour", "Silk weaving island", "Private sunset cruise with canapés"]),
        ("Spa & farewell", ["Spa morning", "Boutique shopping in BKK1", "Drop-off"]),
    ],
    "trip_007": [
        ("Arrival by the sea", ["Shared minibus pickup and transfer to Kep", "Seaside promenade", "Sunset at the Kep pier"]),
        ("Rabbit Island", ["Longtail boat to Koh Tonsay", "Beach and hammocks", "Pepper crab dinner at the market"]),
        ("Kep National Park & departure", ["Morning walk in Kep National Park", "Butterfly garden", "Drop-off"]),
    ],
    "trip_008": [
        ("Otres arrival", ["Transfer to Otres Beach", "Beach afternoon", "Seafood barbecue"]),
        ("Island snorkelling", ["Boat to Koh Ta Kiev", "Snorkelling", "Beach lunch"]),
        ("Ream mangroves", ["Ream National Park boat trip", "Mangrove kayaking", "Sunset yoga"]),
        ("Slow morning & departure", ["Breakfast on the beach", "Free time", "Drop-off"]),
    ],
    "trip_009": [
        ("Villa arrival", ["Private transfer", "Pool villa check-in", "Sunset cocktails"]),
        ("Private islands", ["Private boat to Koh Tonsay", "Snorkelling", "Seafood lunch on the beach"]),
        ("Pepper & spa", ["Pepper plantation tour and lunch", "Salt fields", "Couples spa"]),
        ("Farewell breakfast", ["Breakfast with sea view", "Drop-off"]),
    ],
    "trip_010": [
        ("Ferry to Koh Rong", ["Shared minibus pickup and transfer to the Sihanoukville pier", "Speed ferry from Sihanoukville", "Koh Touch beach", "Night plankton swim"]),
        ("Jungle to Long Set", ["Jungle trek to Long Set Beach", "Snorkelling boat trip", "Sunset at Sok San"]),
        ("Beach morning & ferry", ["Beach yoga", "Ferry back"]),
    ],
    "trip_011": [
        ("Saracen Bay", ["Pickup and transfer to the Sihanoukville pier", "Ferry to Koh Rong Samloem", "Bungalow check-in", "Swim in Saracen Bay"]),
        ("Lazy Beach", ["Kayak to Lazy Beach", "Picnic lunch", "Plankton night kayak"]),
        ("Lighthouse & reef", ["Lighthouse hike", "Snorkelling the reef", "Beach barbecue"]),
        ("Departure", ["Breakfast", "Ferry back"]),
    ],
    "trip_012": [
        ("Private island arrival", ["Speedboat transfer", "Overwater villa check-in", "Welcome dinner"]),
        ("Marine reserve", ["Guided snorkelling in the marine reserve", "Spa afternoon", "Stargazing"]),
        ("Islands by yacht", ["Private yacht to Koh Rong Samloem", "Beach lunch", "Sunset paddleboarding"]),
        ("At leisure", ["Cooking class with the chef", "Private beach dinner"]),
        ("Farewell", ["Breakfast", "Speedboat back to the mainland", "Drop-off"]),
    ],
    "trip_013": [
        ("Kampot riverside", ["Shared minibus pickup and transfer to Kampot", "Old town walk", "Firefly river cruise"]),
        ("Bokor mountain", ["Drive up Bokor", "Old hill station and church ruins", "Popokvil waterfall"]),
        ("Pepper & departure", ["Kampot pepper farm tour", "Secret Lake", "Drop-off"]),
    ],
    "trip_014": [
        ("To the highlands", ["Drive to Sen Monorom", "Sea of Trees viewpoint", "Hillside sunset"]),
        ("Bou Sra waterfall", ["Bou Sra waterfall", "Coffee plantation", "Bunong village visit"]),
        ("Hills by motorbike", ["Motorbike or jeep ride through the hills", "Romanear waterfall", "Barbecue dinner"]),
        ("Departure", ["Market breakfast", "Drive back"]),
    ],
    "trip_015": [
        ("Into the Cardamoms", ["Private 4x4 transfer", "Eco-lodge check-in", "Stargazing deck"]),
        ("Ridge trek", ["Ranger-led ridge trek", "Picnic above the clouds", "Spa evening"]),
        ("River day", ["Tatai river kayaking", "Tatai waterfall", "Chef's dinner"]),
        ("Farewell", ["Birdwatching walk", "Transfer back"]),
    ],
    "trip_016": [
        ("Forest arrival", ["Shared minibus pickup and transfer to Mondulkiri", "Jungle cabin check-in", "Evening forest walk"]),
        ("Elephant day", ["Walk with elephants in the sanctuary", "Help prepare their food", "River swim"]),
        ("Waterfall & departure", ["Romanear waterfall swim", "Drive back"]),
    ],
    "trip_017": [
        ("Red earth Banlung", ["Driver pickup and transfer to Banlung", "Yeak Loam crater lake swim", "Sunset at the lodge"]),
        ("Virachey trek", ["Jungle trek in Virachey National Park", "Picnic by the river", "Evening back at the lodge"]),
        ("Waterfalls & gems", ["Cha Ong and Katieng waterfalls", "Gem-mining villages", "Local market dinner"]),
        ("Departure", ["Breakfast", "Transfer back"]),
    ],
    "trip_018": [
        ("Areng valley", ["Private transfer and boat", "Luxury tent check-in", "Riverside dinner"]),
        ("Wildlife day", ["Dawn gibbon spotting", "Conservation walk with rangers", "Sunset on the river"]),
        ("Farewell", ["Birdwatching by canoe", "Transfer back"]),
    ],
}

MEALS = ("Breakfast", "Lunch", "Dinner")

# What every package of a tier includes besides meals and the guide (both depend on the trip).
INCLUDED: dict[str, list[str]] = {
    "budget": ["Guesthouse accommodation", "Shared minibus transport with driver, pickup included", "Entrance fees listed in the itinerary"],
    "standard": ["3-4 star hotel", "Private air-conditioned car", "Entrance fees", "Bottled water"],
    "luxury": ["5-star accommodation", "Private driver and vehicle", "Entrance fees", "Spa treatment",
               "Private transfers"],  # pickup and drop-off at the booking's pickup point (relay j15)
}
# What a self-drive group does not get (its credit is the transport: sandbox/data/pricing.py).
TRANSPORT_INCLUDED = frozenset(
    {
        "Shared minibus transport with driver, pickup included",
        "Private air-conditioned car",
        "Private driver and vehicle",
        "Private transfers",
    }
)
GUIDE = {"budget": "guide on tour days", "standard": "licensed guide", "luxury": "private expert guide"}
# Who the traveller travels with (relay j36: a woman travelling alone asked "a group, or alone with
# a driver?" and no tool said): the tier's transport decides it.
GROUP_FORMAT = {
    "budget": "Shared: a small group of up to 12 travellers in a minibus, with a guide on tour days",
    "standard": "Private: only your own group in the car, with your own licensed guide",
    "luxury": "Private: only your own group, with your own driver and expert guide",
}

