"""Alternatives are compared as what-if quotes, and one change is put to the traveller at a time.

Relay run 53 req 47: asked which day to drop, the model previewed two changes in one answer, both to act
(``purpose: "change"``: remove day 4, remove day 3). A change quote has one place on the screen, so only the last
(plan B, a $228 refund) got its card and Confirm button, while the text recommended plan A ($388); the traveller
asked "说的是A方案好，下面按钮却是B方案，是不是想少退我钱？", and plan A, when chosen, could no longer be confirmed.

The rule: two or more acting change previews (previewReschedule, previewCancellation) in one answer are none of them
put: each is refused with what to do instead (preview each with ``purpose: "information"``: what-if cards without a
button, then the one the traveller picks; a yes to its figures carries: agent.consent_figures). One acting preview
beside what-if ones is fine. Pure.
"""

from __future__ import annotations

from typing import Any, Iterable

from agent.tools.calls import error_result

PREVIEWS = ("previewReschedule", "previewCancellation")


def acting(name: str, inp: dict[str, Any]) -> bool:
    """A change preview the traveller could confirm (not one asked for information only)."""
    return name in PREVIEWS and inp.get("purpose") != "information"


def alternatives(calls: Iterable[tuple[str, dict[str, Any]]]) -> list[int]:
    """The places of the acting change previews of one answer when there are two or more, else []."""
    places = [i for i, (name, inp) in enumerate(calls) if acting(name, inp)]
    return places if len(places) > 1 else []


def refused() -> dict[str, Any]:
    return error_result(
        "ONE_CHANGE_AT_A_TIME",
        "Not priced: several changes were previewed to act in one answer, and only one change can be put to the "
        "traveller at a time (its card holds the Confirm button).",
        next_step="To compare options, preview each with purpose 'information' (what-if cards, no button), say "
        "which you recommend and ask which they want; then preview the one they pick with purpose 'change'.",
    )
