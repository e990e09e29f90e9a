"""The sandbox's catalogue as data: trips (one file each, with their days, activities and picture
captions), hotels, places and regions, every traveller-facing text in EN / KH / ZH side by side.
Loaded and validated when the sandbox starts (importing this package): a file that does not load
stops the start with a :class:`~sandbox.catalogue.load.CatalogueError` naming the file and field.

Layout: ``trips/<trip_id>.yaml`` (name, tagline, highlights, days with their activities, the
nights' hotel ids, picture captions, and the trip's facts: region, tier, price, ...),
``hotels.yaml`` (each hotel's name, feature, amenities and captions; how rooms are shared; the
review sentences and the reviewers' names), ``places.yaml`` (getPlaces), ``regions.yaml``, ``areas.yaml``
(the districts and street forms a pickup address may name). A text is ``{en, kh, zh}``;
a name that is a brand is transliterated. Records refer to a region by its English name and to
a hotel by its id. Models: sandbox/catalogue/models.py; reading and cross-checks:
sandbox/catalogue/load.py; tests/sandbox/test_catalogue_files.py checks every file."""

from __future__ import annotations

from pathlib import Path

from sandbox.catalogue.load import Catalogue, CatalogueError, load_catalogue
from sandbox.catalogue.models import Text

ROOT = Path(__file__).parent
IMAGES = ROOT.parent / "static" / "images"
CATALOGUE: Catalogue = load_catalogue(ROOT, IMAGES)

__all__ = ["CATALOGUE", "IMAGES", "ROOT", "Catalogue", "CatalogueError", "Text", "load_catalogue"]
