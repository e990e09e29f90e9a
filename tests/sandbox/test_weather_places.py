"""A named place never silently resolves to another place (relay 8: "Bokor Mountain, Kampot" was
answered with Kampot town's 20-29 degC for a "do I need a sweater on Bokor" question). Places with
their own climate get their own, cooler forecast; any other place is either named by the place the
forecast is for, or the forecast says whose it is (or that there is no data)."""

from __future__ import annotations

from datetime import date

from hypothesis import given, strategies as st

from sandbox.catalogue import CATALOGUE
from sandbox.data.weather import HIGHLANDS, forecast, named
from sandbox.i18n import tr
from sandbox.i18n.views import localize_forecast

NAMES = sorted({p.name.en for p in CATALOGUE.places} | {"Bokor Mountain", "Kirirom", "Angkor Wat", "Atlantis"})
REGIONS = sorted({p.region for p in CATALOGUE.places})
DAYS = st.dates(min_value=date(2026, 1, 1), max_value=date(2027, 12, 31))
# a place with its own climate, the town it is near
OWN_CLIMATE = [("Bokor Mountain", "Kampot"), ("Kirirom", "Phnom Penh"), ("Mondulkiri", "Phnom Penh")]


@given(
    name=st.sampled_from(NAMES),
    region=st.sampled_from(["", *REGIONS]),
    day=DAYS,
    language=st.sampled_from(("EN", "KH", "ZH")),
)
def test_the_forecast_is_for_the_place_named_or_says_whose_it_is(
    name: str, region: str, day: date, language: str
) -> None:
    asked = f"{name}, {region}" if region else name
    data = forecast(asked, day, day)
    if not named(data["place"], asked) or data.get("place_note", {}).get("place") == "":
        note = localize_forecast(dict(data), language)["place_note"]
        assert asked in note and (tr(data["place"], language) in note or data["place_note"]["place"] == "")


@given(pair=st.sampled_from(OWN_CLIMATE), day=DAYS)
def test_a_place_with_its_own_climate_gets_its_own_cooler_forecast(pair: tuple[str, str], day: date) -> None:
    place, town = pair
    for asked in (f"{place}, {town}", f"{tr(place, 'KH')} {tr(town, 'KH')}", f"{tr(place, 'ZH')}（{tr(town, 'ZH')}）"):
        mountain = forecast(asked, day)
        assert mountain["place"] == place and place in HIGHLANDS and "place_note" not in mountain
        assert mountain["temp_max_c"] < forecast(town, day)["temp_max_c"]
