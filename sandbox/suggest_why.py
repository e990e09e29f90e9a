"""Why a suggested trip does not fit, every reason with its figure (``does_not_fit_reasons``).

``does_not_fit`` is exactly the reasons' keys (:func:`codes`): a package over the budget was said to miss
by its length only, a trip of another region than the one named without "region". Each reason names one
miss and its amount: the package over the budget by how much, on the budget's basis (also when its
length-matched variant is within it, said beside), another length (what it costs at the asked one, and
the asked things a shorter version cannot keep), the road at the asked length (``drive``: it leaves too
little of the trip at the destination), another kind of place, a smaller group, another region, the days of the
plan its card shows beyond the traveller's effort limit (``effort``: sandbox/suggest_effort.py).
"""

from __future__ import annotations

from typing import Any, Union

from agent.card_length import card_record
from sandbox.models import SuggestBody
from sandbox.policy import money
from sandbox.suggest_drive import drive_said
from sandbox.suggest_effort import OVER_KEY, effort_reason


def codes(why: list[str]) -> list[str]:
    """``does_not_fit``: exactly the keys of the reasons, in their order."""
    return [line.split(":", 1)[0] for line in why]


def reasons(
    item: dict[str, Any],
    body: SuggestBody,
    window: tuple[str, float, float],
    regions: Union[str, tuple[str, ...], None],
    paying: int = 1,
) -> list[str]:
    """Every way ``item`` (as packaged) misses the request, each with its figures; empty: it fits.
    Short (the model reads them): the asked values are in ``matched_on``, the prices beside. A sum over
    the budget is on the budget's own basis (relay 41 req 4: "1450 USD over", the group's, beside a
    search per paying traveller): per adult, or per paying traveller (the group's excess / ``paying``)."""
    key, _, high = window
    each, share = ("per adult", 1) if key == "price_per_adult_usd" else ("per paying traveller", max(paying, 1))

    def _over(price: float, top: float) -> str:
        return f"{money(money(price / share) - money(top / share)):g} USD {each} over"  # the figures as shown

    out = []
    named = (regions,) if isinstance(regions, str) else tuple(regions or ())  # any of the regions named
    if named and item.get("region_en") not in named:
        out.append(f"region: {item.get('region_en')}")
    if item["environment"] != body.environment:
        out.append(f"environment: {item['environment']}")
    variant = item.get("to_match_duration")
    if not item["fits_duration"]:
        line = f"duration: {item['duration_days']} days"
        if variant:  # the asked length's price against the budget too
            fit = "within budget" if variant["within_budget"] else _over(variant[key], high)
            line += f"; {variant['customization']['type']} to {variant['duration_days']}: {fit}"
            if variant.get("loses_asked"):  # every shorter choice drops a day holding what was asked for
                line += f", loses {', '.join(variant['loses_asked'])}"
        out.append(line)
        drive = drive_said(item["id"], variant["duration_days"], body.departure_city) if variant else None
        if drive:  # the asked length leaves too little of the trip at the destination (sandbox/suggest_drive.py)
            out.append(drive)
    if not item["within_budget"]:
        out.append(f"budget: {_over(item[key], high)} as packaged")
    if not item["fits_group"]:
        out.append(f"group: up to {item['max_group']}")
    effort = effort_reason(card_record(item).get(OVER_KEY) or [], body)  # the days of the plan its card shows
    return [*out, effort] if effort else out
