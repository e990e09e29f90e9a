"""The cities a pickup may name (the sandbox's gazetteer): one outside a trip's route is "another
city", whose getting there is not included. Data only."""

from __future__ import annotations

# Places a pickup may name; one of them outside a trip's route is "another city" (not included).
KNOWN_CITIES = (
    "Phnom Penh",
    "Siem Reap",
    "Battambang",
    "Kep",
    "Sihanoukville",
    "Koh Rong",
    "Kampot",
    "Mondulkiri",
    "Sen Monorom",
    "Koh Kong",
    "Ratanakiri",
    "Banlung",
    "Poipet",
    "Kampong Cham",
    "Kratie",
    "Takeo",
    "Pursat",
    # the other provinces and border towns (relay 19 req 44: a pickup in Kampong Thom read as Phnom Penh's)
    "Kampong Thom",
    "Kampong Chhnang",
    "Kampong Speu",
    "Prey Veng",
    "Svay Rieng",
    "Preah Vihear",
    "Oddar Meanchey",
    "Banteay Meanchey",
    "Sisophon",
    "Stung Treng",
    "Pailin",
    "Tbong Khmum",
    "Bavet",
)
