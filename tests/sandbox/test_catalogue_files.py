"""The catalogue's files (sandbox/catalogue): every file loads with every traveller-facing text in
EN, KH and ZH; a file that does not is a start-up error naming the file and the field; one English
text has one translation wherever it appears, templates included; and the sandbox serves the
catalogue's texts in the session's language."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml
from pydantic import BaseModel

from sandbox.budget_window import WindowTexts
from sandbox.catalogue import CATALOGUE, IMAGES, ROOT, CatalogueError, Text, load_catalogue
from sandbox.catalogue.load import _read, _texts
from sandbox.catalogue.models import AreasFile, HotelsFile, PlacesFile, RegionsFile, Trip
from sandbox.i18n import TEMPLATES
from tests.sandbox.support import Sandbox

FILES = sorted(ROOT.rglob("*.yaml"))
MODEL: dict[str, type[BaseModel]] = {
    "hotels.yaml": HotelsFile,
    "places.yaml": PlacesFile,
    "regions.yaml": RegionsFile,
    "areas.yaml": AreasFile,
    "budget_window.yaml": WindowTexts,
}
KHMER, CHINESE = re.compile(r"[\u1780-\u17ff]"), re.compile(r"[\u4e00-\u9fff]")
BARE_YOU = re.compile("អ្នក(?!បើកបរ|ស្រុក|បម្រើ)")  # a Khmer traveller is លោក/លោកស្រី (test_i18n.py)


def test_the_catalogue_has_every_file() -> None:
    assert {p.name for p in FILES} >= {"hotels.yaml", "places.yaml", "regions.yaml"}
    assert [p.stem for p in (ROOT / "trips").glob("*.yaml")] and len(CATALOGUE.trips) == len(
        list((ROOT / "trips").glob("*.yaml"))
    )


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_file_holds_each_text_in_three_languages(path: Path) -> None:
    record = _read(path, MODEL.get(path.name, Trip))
    texts = list(_texts(record, path.name))
    assert texts
    for where, text in texts:
        assert KHMER.search(text.kh) and CHINESE.search(text.zh), where
        assert text.en not in (text.kh, text.zh), where  # translated, not the English copied
        assert not BARE_YOU.search(text.kh), where


def test_every_name_is_in_three_languages() -> None:
    """Trip, hotel and place names and every picture caption (the next step serves names in the
    session's language: none may be missing)."""
    names = [t.name for t in CATALOGUE.trips] + [h.name for h in CATALOGUE.hotels.hotels]
    names += [p.name for p in CATALOGUE.places] + list(CATALOGUE.regions)
    names += [i.caption for t in CATALOGUE.trips for i in t.images]
    names += [i.caption for h in CATALOGUE.hotels.hotels for i in h.images]
    assert len(names) > 150
    assert all(KHMER.search(n.kh) and CHINESE.search(n.zh) for n in names)


@pytest.mark.parametrize("lang", ["KH", "ZH"])
def test_one_english_text_has_one_translation_in_templates_and_catalogue(lang: str) -> None:
    phrases = CATALOGUE.phrases(lang)
    both = [(en, table[en], phrases[en]) for table in TEMPLATES[lang] for en in table if en in phrases]
    assert [b for b in both if b[1] != b[2]] == []


# --- a broken file stops the start, naming the file and the field ----------------------------------


def _broken(tmp_path: Path, name: str, edit: Callable[[Any], None]) -> Path:
    root = tmp_path / "catalogue"
    shutil.copytree(ROOT, root, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    path = root / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return root


def _drop_kh(data: Any) -> None:
    del data["days"][1]["activities"][2]["kh"]


def _latin_zh(data: Any) -> None:
    data["hotels"][3]["name"]["zh"] = data["hotels"][3]["name"]["en"]


def _extra_placeholder(data: Any) -> None:
    data["review_templates"][0]["text"]["kh"] += " {name}"


def _unknown_hotel(data: Any) -> None:
    data["hotels"][0] = "hotel_999"


def _other_translation(data: Any) -> None:
    data["places"][1]["description"]["kh"] = data["places"][0]["description"]["kh"]
    data["places"][1]["description"]["en"] = data["places"][0]["description"]["en"]
    data["places"][1]["description"]["zh"] = "另一种翻译"


def _unknown_region(data: Any) -> None:
    data["places"][0]["region"] = "Atlantis"


@pytest.mark.parametrize(
    "name, edit, says",
    [
        ("trips/trip_001.yaml", _drop_kh, r"trips/trip_001\.yaml: days\.1\.activities\.2\.kh: Field required"),
        ("hotels.yaml", _latin_zh, r"hotels\.yaml: hotels\.3\.name: .*zh is not in Chinese"),
        ("hotels.yaml", _extra_placeholder, r"hotels\.yaml: review_templates\.0\.text: .*kh has placeholders"),
        ("trips/trip_002.yaml", _unknown_hotel, r"trips/trip_002\.yaml: hotels: unknown hotel hotel_999"),
        (
            "places.yaml",
            _other_translation,
            r"places\.yaml:places\.1\.description: .*one English text, one translation",
        ),
        ("places.yaml", _unknown_region, r"places\.yaml: Angkor Wat: region: 'Atlantis'"),
    ],
)
def test_a_broken_file_is_a_start_up_error_naming_file_and_field(
    tmp_path: Path, name: str, edit: Callable[[Any], None], says: str
) -> None:
    root = _broken(tmp_path, name, edit)
    load_catalogue(ROOT, IMAGES)  # the real files load
    with pytest.raises(CatalogueError, match=says):
        load_catalogue(root, IMAGES)


def test_a_trip_file_is_named_after_its_trip(tmp_path: Path) -> None:
    root = _broken(tmp_path, "trips/trip_003.yaml", lambda d: None)
    (root / "trips" / "trip_003.yaml").rename(root / "trips" / "trip_099.yaml")
    with pytest.raises(CatalogueError, match=r"trip_099\.yaml: id: 'trip_003'"):
        load_catalogue(root, IMAGES)


# --- what the sandbox serves ---------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
def test_pictures_and_hotel_texts_come_from_the_catalogue_in_the_session_language(lang: str) -> None:
    sb = Sandbox()
    for trip in CATALOGUE.trips[::5]:
        images = sb.data("getTripImages", {"trip_id": trip.id}, lang=lang)["images"]
        assert [i["caption"] for i in images] == [i.caption.in_(lang) for i in trip.images]
        assert [i["url"].rsplit("/", 1)[1] for i in images] == [i.file for i in trip.images]
    for hotel in CATALOGUE.hotels.hotels[::4]:
        data = sb.data("getHotelDetails", {"hotel_id": hotel.id}, lang=lang)
        assert [i["caption"] for i in data["images"]] == [i.caption.in_(lang) for i in hotel.images]
        assert data["amenities"] == [a.in_(lang) for a in hotel.amenities]
        assert all(hotel.feature.in_(lang) in r["text"] for r in data["reviews"])
        assert data["name"] == hotel.name.in_(lang) and data["name_en"] == hotel.name.en  # issue 38


def test_text_in_a_language() -> None:
    text = Text(en="Ta Prohm", kh="ប្រាសាទតាព្រហ្ម", zh="塔普伦寺")
    assert [text.in_(lang) for lang in ("EN", "KH", "ZH", "FR")] == ["Ta Prohm", "ប្រាសាទតាព្រហ្ម", "塔普伦寺", "Ta Prohm"]
