"""The catalogue's records as validated at start: every traveller-facing text is a :class:`Text`,
its English, Khmer and Chinese side by side; a missing or empty language, a Khmer text without
Khmer script, a Chinese one without Chinese characters, or a translation with a ``{placeholder}``
the English does not have is a validation error (sandbox/catalogue/load.py names file and field)."""

from __future__ import annotations

import re
import string
from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator

KHMER = re.compile(r"[\u1780-\u17ff]")
CHINESE = re.compile(r"[\u4e00-\u9fff]")
Tier = Literal["budget", "standard", "luxury"]
Environment = Literal["TEMPLE", "CITY", "BEACH", "ISLAND", "MOUNTAIN", "FOREST"]
Difficulty = Literal["easy", "moderate", "challenging"]
Mood = Literal["stressed", "adventurous", "romantic", "curious", "family"]
Category = Literal["temples", "beaches", "restaurants", "markets", "museums", "nature", "nightlife"]


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


class Record(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Text(Record):
    """One text in the three languages of a session."""

    en: str = Field(min_length=1)
    kh: str = Field(min_length=1)
    zh: str = Field(min_length=1)

    @model_validator(mode="after")
    def _translated(self) -> Text:
        if not KHMER.search(self.kh):
            raise ValueError(f"kh is not in Khmer script: {self.kh!r}")
        if not CHINESE.search(self.zh):
            raise ValueError(f"zh is not in Chinese: {self.zh!r}")
        for lang, text in (("kh", self.kh), ("zh", self.zh)):
            if _fields(text) != _fields(self.en):
                raise ValueError(f"{lang} has placeholders {sorted(_fields(text))}, en {sorted(_fields(self.en))}")
        return self

    def in_(self, language: str) -> str:
        """The text in a session's language (EN, KH or ZH; English for any other)."""
        return {"KH": self.kh, "ZH": self.zh}.get(language, self.en)


class Image(Record):
    file: str = Field(pattern=r"^[0-9]+\.svg$")  # under sandbox/static/images/<trip or hotel id>/
    caption: Text


class Day(Record):
    title: Text
    activities: list[Text] = Field(min_length=1)


class ParkPass(Record):
    """The park pass a trip's price includes, one per traveller (sandbox/park_pass.py): its name and its
    part of each age band's price. Cambodian citizens enter free, so their part is left out."""

    name: Text
    adult_usd: float = Field(gt=0)  # adults and children from 12 (the adult rate)
    child_usd: float = Field(ge=0)  # ages 4-11; under-4s: nothing


class Trip(Record):
    id: str = Field(pattern=r"^trip_[0-9]{3}$")
    name: Text
    region: str  # a region's English name (regions.yaml)
    tier: Tier
    environment: Environment
    moods: list[Mood] = Field(min_length=1)
    duration_days: int = Field(ge=1)
    price_usd: float = Field(gt=0)  # one adult's package price
    # the part of price_usd that is the transfer from the route's start and back (one adult's share of the
    # minibus / car / boat; a child pays their band's share): a group that joins at the destination or at the
    # pier does not pay it (sandbox/pickup_price.py); 0 for a trip that starts in its own town
    transfer_usd: float = Field(ge=0)
    difficulty: Difficulty  # the plan's hardest day (sandbox/data/effort.py)
    max_group: int = Field(ge=1)
    tagline: Text
    highlights: list[Text] = Field(min_length=1)
    hotels: list[str]  # the hotel id of each night, in order
    days: list[Day]
    images: list[Image] = Field(min_length=1)
    park_pass: ParkPass | None = None  # a pass the price includes (Angkor): a named part of it

    @model_validator(mode="after")
    def _consistent(self) -> Trip:
        if len(self.days) != self.duration_days:
            raise ValueError(f"duration_days is {self.duration_days}, days lists {len(self.days)}")
        if self.transfer_usd >= self.price_usd:
            raise ValueError(f"transfer_usd {self.transfer_usd} is not a part of price_usd {self.price_usd}")
        if self.park_pass and self.park_pass.adult_usd >= self.price_usd - self.transfer_usd:
            raise ValueError(f"park_pass.adult_usd {self.park_pass.adult_usd} is not a part of price_usd")
        if len(self.hotels) != self.duration_days - 1:
            raise ValueError(f"hotels lists {len(self.hotels)} night(s) for {self.duration_days} days")
        return self


class ReviewTemplate(Record):
    rating: int = Field(ge=1, le=5)
    text: Text  # {feature}: the hotel's feature


class Hotel(Record):
    id: str = Field(pattern=r"^hotel_[0-9]{3}$")
    name: Text
    stars: int = Field(ge=1, le=5)
    rate_usd: float = Field(gt=0)  # one person's night, a room shared by two: what an upgrade is priced by
    region: str
    feature: Text  # what reviews praise
    amenities: list[Text] = Field(min_length=1)
    images: list[Image] = Field(min_length=1)


class HotelsFile(Record):
    rooms: Text  # how a group sleeps
    review_authors: list[Text] = Field(min_length=1)  # reviewers' names in each language
    review_templates: list[ReviewTemplate] = Field(min_length=1)
    hotels: list[Hotel] = Field(min_length=1)


class OtherNames(Record):
    """A place's other names in each language, as itinerary texts write it ("Kulen waterfall" for Phnom Kulen
    Waterfall): how a day is read as visiting it (sandbox/data/place_mentions.py)."""

    en: list[str] = Field(default_factory=list)
    kh: list[str] = Field(default_factory=list)
    zh: list[str] = Field(default_factory=list)


class Place(Record):
    category: Category
    name: Text
    region: str
    entry_fee_usd: float = Field(ge=0)
    # entered with a park pass (its price: the fee of the place that sells it): a fee of 0 is never said
    needs_pass: Literal["angkor"] | None = None
    description: Text
    also: OtherNames = Field(default_factory=OtherNames)
    # the island of its region the place is on (the Koh Rong region holds Koh Rong and Koh Rong Samloem): a
    # search naming the island finds its own places only; a place of the whole region (a marine park) has none
    island: Optional[str] = None


class PlacesFile(Record):
    places: list[Place] = Field(min_length=1)


class RegionsFile(Record):
    regions: list[Text] = Field(min_length=1)


class Area(Record):
    """A part of a town an address may name instead of the town (a Phnom Penh district): areas.yaml."""

    town: str  # a region of regions.yaml
    name: Text
    also: list[str] = Field(default_factory=list)  # other spellings, any script


class StreetForms(Record):
    """How a numbered street of ``town`` is written: a word then the number ("St. 315", ផ្លូវ៣១៥), or the
    number then a word (51号路)."""

    town: str
    before: list[str] = Field(min_length=1)
    after: list[str] = Field(min_length=1)


class AreasFile(Record):
    areas: list[Area] = Field(min_length=1)
    streets: StreetForms
