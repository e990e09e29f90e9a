"""The trips' routes: from the city each included transfer leaves, to the destination, how and how long
(sandbox/data/getting_there.py reads a pickup against them). Data only; a real backend replaces the numbers."""

from __future__ import annotations

from typing import NamedTuple, Optional


class Route(NamedTuple):
    destination: str  # the province / town the trip is in, plainer than its region where they differ
    from_city: str  # where the included transfer starts (the day-1 pickup) and ends
    by: str  # how (a key of sandbox/i18n/route_texts.py)
    hours: float  # each way, door to door
    leaves: str  # when the group leaves the destination on the last day (ICT)
    towns: tuple[str, ...] = ()  # other names of places in the destination (a pickup there is local)
    via: Optional[str] = None  # the pier town a ferry leaves from
    last_boat: Optional[str] = None  # the route's last boat home (ICT); none given: BOAT_DAYLIGHT_END


LOCAL_HOURS = 0.5  # a pickup at a hotel in the destination town itself
PIER_HOURS = 1.0  # from a ferry route's pier to the island (boarding and the crossing)
PP = "Phnom Penh"
HOME_BY = "22:00"  # the ride home arrives by then at the latest (ICT)
BOAT_DAYLIGHT_END = "17:30"  # a boat leg runs in daylight: the last one when the catalogue names none

ROUTES: dict[str, Route] = {
    "trip_001": Route("Siem Reap", PP, "shared minibus", 6, "13:00"),
    "trip_002": Route("Siem Reap", PP, "private car", 6, "12:00"),
    "trip_003": Route("Siem Reap", "Siem Reap", "private car", 0.5, "13:30"),  # after the farewell lunch
    "trip_004": Route("Phnom Penh", PP, "shared minibus", 0.5, "15:30"),
    "trip_005": Route("Battambang", PP, "private car", 5, "13:00"),
    "trip_006": Route("Phnom Penh", PP, "private car", 0.5, "13:30"),
    "trip_007": Route("Kep", PP, "shared minibus", 3, "14:00"),
    "trip_008": Route("Otres Beach, Sihanoukville", PP, "private car", 3, "14:00", ("Sihanoukville", "Otres")),
    "trip_009": Route("Kep", PP, "private car", 3, "10:00"),
    "trip_010": Route("Koh Rong", PP, "shared minibus and speed ferry", 4.5, "10:30", via="Sihanoukville"),
    "trip_011": Route("Koh Rong Samloem", PP, "private car and ferry", 4.5, "10:30", ("Koh Rong",), "Sihanoukville"),
    "trip_012": Route(
        "Private island, Koh Rong archipelago",
        "Sihanoukville",
        "private car and speedboat",
        1.5,
        "11:00",
        ("Koh Rong",),
    ),
    "trip_013": Route("Kampot", PP, "shared minibus", 3, "14:00"),
    "trip_014": Route("Sen Monorom, Mondulkiri", PP, "private car", 6, "09:00", ("Mondulkiri", "Sen Monorom")),
    "trip_015": Route("Tatai, Koh Kong (Cardamom Mountains)", PP, "private 4x4", 5, "10:00", ("Koh Kong", "Tatai")),
    "trip_016": Route("Sen Monorom, Mondulkiri", PP, "shared minibus", 6, "12:00", ("Mondulkiri", "Sen Monorom")),
    "trip_017": Route("Banlung, Ratanakiri", PP, "private car", 9, "09:00", ("Ratanakiri", "Banlung")),
    "trip_018": Route(
        "Areng valley, Koh Kong (Cardamom Mountains)", PP, "private car and boat", 5.5, "10:00", ("Koh Kong",)
    ),
}
