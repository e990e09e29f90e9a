"""Reading the catalogue's files (sandbox/catalogue/__init__.py) into validated records.

Each file is checked against its model (sandbox/catalogue/models.py) and the files against each
other: a trip's file is named after its id, its nights name known hotels, every ``region`` is a
region of regions.yaml, every image exists under sandbox/static/images, and one English text has
one translation per language wherever it appears (the plan is kept in English and localised by
:meth:`Catalogue.phrases`). Any failure is a :class:`CatalogueError` naming the file and field.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from sandbox.catalogue.models import AreasFile, Hotel, HotelsFile, Place, PlacesFile, RegionsFile, Text, Trip

M = TypeVar("M", bound=BaseModel)
LANGUAGES = ("KH", "ZH")


class CatalogueError(ValueError):
    """The catalogue's files do not load: the message names each file and field."""


def _read(path: Path, model: type[M]) -> M:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise CatalogueError(f"{path}: {exc}") from exc
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        lines = [f"{path}: {'.'.join(str(p) for p in e['loc']) or '(file)'}: {e['msg']}" for e in exc.errors()]
        raise CatalogueError("\n".join(lines)) from exc


def _texts(value: object, where: str) -> Iterator[tuple[str, Text]]:
    """Every Text in a record, with its field path."""
    if isinstance(value, Text):
        yield where, value
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from _texts(getattr(value, name), f"{where}.{name}")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from _texts(item, f"{where}.{i}")


R = TypeVar("R", Trip, Hotel)


def _by_id(records: Iterable[R], wanted: str) -> R:
    found = next((r for r in records if r.id == wanted), None)
    if found is None:
        raise KeyError(f"{wanted} is not in the catalogue")
    return found


@dataclass(frozen=True)
class Catalogue:
    trips: tuple[Trip, ...]
    hotels: HotelsFile
    places: tuple[Place, ...]
    regions: tuple[Text, ...]
    areas: AreasFile  # parts of towns and street forms an address may name (sandbox/data/areas.py)
    _phrases: dict[str, dict[str, str]] = field(default_factory=dict, repr=False)

    def trip(self, trip_id: str) -> Trip:
        """The trip of that id (KeyError when there is none)."""
        return _by_id(self.trips, trip_id)

    def hotel(self, hotel_id: str) -> Hotel:
        """The hotel of that id (KeyError when there is none)."""
        return _by_id(self.hotels.hotels, hotel_id)

    def phrases(self, language: str) -> dict[str, str]:
        """Every catalogue text's English -> its ``language`` text (KH or ZH): how a plan, which is
        kept in English, reaches a Khmer or Chinese session."""
        return self._phrases.get(language, {})


def _sources(cat: Catalogue, root: Path) -> Iterator[tuple[str, Text]]:
    for trip in cat.trips:
        yield from _texts(trip, f"trips/{trip.id}.yaml:")
    yield from _texts(cat.hotels, "hotels.yaml:")
    yield from _texts(list(cat.places), "places.yaml:places")
    yield from _texts(list(cat.regions), "regions.yaml:regions")


def _phrase_index(cat: Catalogue, root: Path) -> dict[str, dict[str, str]]:
    index: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
    first: dict[str, tuple[str, Text]] = {}
    for where, text in _sources(cat, root):
        seen = first.setdefault(text.en, (where, text))
        if seen[1] != text:
            raise CatalogueError(
                f"{root}/{where}: {text.en!r} is translated as {text.kh!r} / {text.zh!r}, "
                f"and at {seen[0]} as {seen[1].kh!r} / {seen[1].zh!r}: one English text, one translation"
            )
        for lang in LANGUAGES:
            index[lang][text.en] = text.in_(lang)
    return index


def _unfound(where: str, record: Trip | Hotel, regions: set[str], images: Path) -> list[str]:
    """A trip's or hotel's region that regions.yaml lacks and pictures that are not there."""
    out = [f"{where}: region: {record.region!r} is not in regions.yaml"] * (record.region not in regions)
    return out + [
        f"{where}: images: no file {record.id}/{i.file}"
        for i in record.images
        if not (images / record.id / i.file).is_file()
    ]


def _check_references(cat: Catalogue, root: Path, images: Path) -> None:
    regions = {r.en for r in cat.regions}
    hotels = [h.id for h in cat.hotels.hotels]
    problems = [
        f"hotels.yaml: hotel id {h} is listed twice" for h in sorted({h for h in hotels if hotels.count(h) > 1})
    ]
    for trip in cat.trips:
        problems += [f"trips/{trip.id}.yaml: hotels: unknown hotel {h}" for h in trip.hotels if h not in hotels]
        problems += _unfound(f"trips/{trip.id}.yaml", trip, regions, images)
    for hotel in cat.hotels.hotels:
        problems += _unfound(f"hotels.yaml: {hotel.id}", hotel, regions, images)
    problems += [
        f"places.yaml: {p.name.en}: region: {p.region!r} is not in regions.yaml"
        for p in cat.places
        if p.region not in regions
    ]
    towns = [(f"area {a.name.en}", a.town) for a in cat.areas.areas] + [("streets", cat.areas.streets.town)]
    problems += [
        f"areas.yaml: {what}: town: {town!r} is not in regions.yaml" for what, town in towns if town not in regions
    ]
    if problems:
        raise CatalogueError("\n".join(f"{root}/{p}" for p in problems))


def _trip(path: Path) -> Trip:
    trip = _read(path, Trip)
    if trip.id != path.stem:
        raise CatalogueError(f"{path}: id: {trip.id!r}, and the file is named {path.stem!r}")
    return trip


def load_catalogue(root: Path, images: Path) -> Catalogue:
    """The catalogue under ``root`` (trips/*.yaml, hotels.yaml, places.yaml, regions.yaml, areas.yaml), its
    pictures under ``images``; raises :class:`CatalogueError` on the first file that does not load."""
    trips = tuple(_trip(path) for path in sorted((root / "trips").glob("*.yaml")))
    if not trips:
        raise CatalogueError(f"{root}/trips: no trip files")
    cat = Catalogue(
        trips=trips,
        hotels=_read(root / "hotels.yaml", HotelsFile),
        places=tuple(_read(root / "places.yaml", PlacesFile).places),
        regions=tuple(_read(root / "regions.yaml", RegionsFile).regions),
        areas=_read(root / "areas.yaml", AreasFile),
    )
    _check_references(cat, root, images)
    cat._phrases.update(_phrase_index(cat, root))
    return cat
