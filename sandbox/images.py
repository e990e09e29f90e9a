"""Generator of the static SVG gallery under ``sandbox/static/images`` (committed as files).

Run ``python -m sandbox.images`` after changing the catalogue (sandbox/catalogue: each picture's
file and caption). Every picture is a small, script-free SVG: a coloured landscape for the trip's
environment, with no words drawn in it (issue 38: an English caption inside the picture reached Khmer
and Chinese screens, and a picture cannot use the page's fonts). The caption travels beside the
picture's URL in the session's language, and the page shows it; the English one is the SVG's label.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from xml.sax.saxutils import escape

from sandbox.catalogue import CATALOGUE
from sandbox.data.places import slug

OUT = Path(__file__).parent / "static" / "images"

# environment -> (sky top, sky bottom, ground, accent)
PALETTES = {
    "TEMPLE": ("#f6b26b", "#ffe599", "#6aa84f", "#7f6000"),
    "CITY": ("#6fa8dc", "#cfe2f3", "#999999", "#434343"),
    "BEACH": ("#3d85c6", "#9fc5e8", "#f1c232", "#0b5394"),
    "ISLAND": ("#45818e", "#a2c4c9", "#6aa84f", "#274e13"),
    "MOUNTAIN": ("#8e7cc3", "#d9d2e9", "#38761d", "#274e13"),
    "FOREST": ("#93c47d", "#d9ead3", "#274e13", "#38761d"),
}
CATEGORY_ENV = {
    "temples": "TEMPLE",
    "beaches": "BEACH",
    "restaurants": "CITY",
    "markets": "CITY",
    "museums": "CITY",
    "nature": "FOREST",
    "nightlife": "CITY",
}


def _n(seed: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha256(seed.encode()).hexdigest(), 16) % (hi - lo + 1)


def _scenery(env: str, seed: str, accent: str, ground: str) -> str:
    if env == "TEMPLE":
        x = _n(seed, 180, 360)
        return (
            f'<rect x="0" y="300" width="640" height="100" fill="{ground}"/>'
            f'<polygon points="{x},150 {x + 40},300 {x - 40},300" fill="{accent}"/>'
            f'<polygon points="{x - 90},200 {x - 60},300 {x - 120},300" fill="{accent}"/>'
            f'<polygon points="{x + 90},200 {x + 120},300 {x + 60},300" fill="{accent}"/>'
            f'<rect x="{x - 140}" y="290" width="280" height="14" fill="{accent}"/>'
        )
    if env == "CITY":
        blocks = "".join(
            f'<rect x="{i * 64 + 8}" y="{_n(seed + str(i), 160, 260)}" width="52" height="240" fill="{accent}" opacity="0.85"/>'
            for i in range(10)
        )
        return blocks + f'<rect x="0" y="330" width="640" height="70" fill="{ground}"/>'
    if env in ("BEACH", "ISLAND"):
        island = ""
        if env == "ISLAND":
            x = _n(seed, 200, 440)
            island = (
                f'<ellipse cx="{x}" cy="270" rx="130" ry="40" fill="{ground}"/>'
                f'<rect x="{x - 4}" y="200" width="8" height="60" fill="#783f04"/>'
                f'<ellipse cx="{x}" cy="200" rx="40" ry="12" fill="{accent}"/>'
            )
        return (
            f'<rect x="0" y="260" width="640" height="140" fill="#0b5394" opacity="0.8"/>{island}'
            f'<path d="M0 330 Q160 300 320 330 T640 330 V400 H0 Z" fill="{"#f1c232" if env == "BEACH" else "#a2c4c9"}"/>'
        )
    if env == "MOUNTAIN":
        peaks = "".join(
            f'<polygon points="{i * 170 - 40},330 {i * 170 + 60},{_n(seed + str(i), 110, 200)} {i * 170 + 170},330" fill="{accent}" opacity="0.9"/>'
            for i in range(5)
        )
        return peaks + f'<rect x="0" y="320" width="640" height="80" fill="{ground}"/>'
    trees = "".join(
        f'<polygon points="{i * 48 + 24},{_n(seed + str(i), 170, 240)} {i * 48 + 50},330 {i * 48 - 2},330" fill="{accent if i % 2 else ground}"/>'
        for i in range(14)
    )
    return trees + f'<rect x="0" y="320" width="640" height="80" fill="{ground}"/>'


def render(caption: str, env: str, seed: str) -> str:
    top, bottom, ground, accent = PALETTES.get(env, PALETTES["CITY"])
    sun_x, sun_y = _n(seed + "sx", 60, 580), _n(seed + "sy", 60, 130)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" '
        f'aria-label="{escape(caption, {chr(34): "&quot;"})}">'
        f'<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{top}"/>'
        f'<stop offset="1" stop-color="{bottom}"/></linearGradient></defs>'
        '<rect width="640" height="400" fill="url(#sky)"/>'
        f'<circle cx="{sun_x}" cy="{sun_y}" r="34" fill="#fff2cc" opacity="0.9"/>'
        f"{_scenery(env, seed, accent, ground)}"
        "</svg>\n"
    )


def targets() -> dict[Path, str]:
    """Every picture the catalogue names, with its English caption."""
    files: dict[Path, str] = {}
    for trip in CATALOGUE.trips:
        for image in trip.images:
            seed = f"{trip.id}-{Path(image.file).stem}"
            files[OUT / trip.id / image.file] = render(image.caption.en, trip.environment, seed)
    env_of_region = {t.region: t.environment for t in CATALOGUE.trips}
    for hotel in CATALOGUE.hotels.hotels:
        env = env_of_region.get(hotel.region, "CITY")
        for image in hotel.images:
            seed = f"{hotel.id}-{Path(image.file).stem}"
            files[OUT / hotel.id / image.file] = render(image.caption.en, env, seed)
    for place in CATALOGUE.places:
        files[OUT / "places" / f"{slug(place)}.svg"] = render(place.name.en, CATEGORY_ENV[place.category], slug(place))
    return files


def main() -> None:
    for path, svg in targets().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(svg, encoding="utf-8")
    print(f"wrote {len(targets())} images under {OUT}")


if __name__ == "__main__":
    main()
