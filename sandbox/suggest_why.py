"""Why a suggested trip does not fit, every reason with its figure (``does_not_fit_reasons``).

``does_not_fit`` codes what a trip misses (the budget only when neither the package nor its
``to_match_duration`` is within it); a package over the budget was still said to miss by its length only.
Each reason here names one miss and its amount: the package over the budget by how much (also when its
length-matched variant is within it, said beside), another length (and what it costs at the asked one),
another kind of place, a smaller group, another region than the one named.
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.models import SuggestBody
from sandbox.policy import money


def _over(price: float, high: float) -> str:
    return f"{money(price - high):g} USD over"


def reasons(
    item: dict[str, Any], body: SuggestBody, window: tuple[str, float, float], region: Optional[str]
) -> list[str]:
    """Every way ``item`` (as packaged) misses the request, each with its figures; empty: it fits.
    Short (the model reads them): the asked values are in ``matched_on``, the prices beside."""
    key, _, high = window
    out = []
    if region and item.get("region_en") != region:
        out.append(f"region: {item.get('region_en')}")
    if item["environment"] != body.environment:
        out.append(f"environment: {item['environment']}")
    variant = item.get("to_match_duration")
    if not item["fits_duration"]:
        line = f"duration: {item['duration_days']} days"
        if variant:  # the asked length's price against the budget too
            fit = "within budget" if variant["within_budget"] else _over(variant[key], high)
            line += f"; {variant['customization']['type']} to {body.duration_days}: {fit}"
        out.append(line)
    if not item["within_budget"]:
        out.append(f"budget: {_over(item[key], high)} as packaged")
    if not item["fits_group"]:
        out.append(f"group: up to {item['max_group']}")
    return out
