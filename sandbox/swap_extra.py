"""The swap's extra, held while the one who joined stays (sandbox/policy.py, the swap rule; docs/decisions.md
"A swap costs nothing").

The swap rule refunds a leaver's price in full (sandbox/swap.py), or gives a leave's kept part back to a join
(sandbox/swap_kept.py), because a joiner took the leaver's place. That is a swap only while the joiner stays: a
traveller who joined, another who left in full, then the joiner leaving too (or the booking cancelled) would
end with a smaller group (or none) and the leaver's price back in full. So each swap records its extra, what it
gave beyond the tier of that leave (``kept_at(refunded in full, pct)``; a kept part given back: all of it), with
the joiner it stands on (``{"kind", "usd", "on", "joiner"}``: the joiner's id while their share stays on the
allowance, else None, any joiner of that kind, ``Booking.swap_extra``, one of
``sandbox.change_apply.SNAPSHOT_FIELDS``: a withdrawn join takes its extra with it). A later leaver who takes
that joiner's place on the allowance (the joiner leaving), or one of that kind whom no joiner of the window takes
the place of, and a cancellation, keep it back from their refund (never
more than that refund: ``policy.change_amounts(swap_extra=...)``). So the refunds over a booking's life never
exceed what cancelling straight after its last payment refunds.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Iterable, Optional, Sequence

from sandbox import policy, swap
from sandbox.i18n import swap_extra_texts as texts
from sandbox.store import Booking
from sandbox.swap import kind

_COLUMN = {"EN": 0, "KH": 1, "ZH": 2}


def held(entries: Iterable[dict[str, Any]]) -> float:
    """All the extras ``entries`` hold: what a cancellation keeps back."""
    return policy.money(sum(e["usd"] for e in entries))


def held_on_cancel(booking: Booking) -> float:
    """What a cancellation of ``booking`` now keeps back: an unpaid change is withdrawn first (its extras with it)."""
    pending = booking.pending_change
    return held(pending["before"].get("swap_extra", []) if pending else booking.swap_extra)


def _taken(entries: list[dict[str, Any]], tracked: set, matches: Sequence[tuple[str, Optional[str]]]) -> list[int]:
    """Which ``entries`` (their indexes) the leavers of ``matches`` take back: a leaver who takes the place of a
    joiner (``(kind, joiner id)``) the extras held on that joiner; one no joiner takes the place of, one extra of
    their kind held on no joiner still tracked (``tracked``: the valid joiners' ids), the oldest first."""
    out: list[int] = []
    for who, jid in matches:
        if jid is not None:
            out += [i for i, e in enumerate(entries) if e.get("joiner") == jid and i not in out]
            continue
        free = [i for i, e in enumerate(entries) if e["kind"] == who and e.get("joiner") not in tracked]
        out += [i for i in free if i not in out][:1]
    return out


def _tracked(booking: Booking, now: datetime) -> set:
    return {j.get("id") for g in booking.swap_allowance if now < g["until"] for j in g.get("joiners", [])}


def released(booking: Booking, now: datetime, leaving: Sequence[dict[str, Any]]) -> tuple[float, list]:
    """What the leavers of a change take back (before the cap of its refund), and who matched whom (for
    :func:`record`)."""
    matches = swap.matched(booking, now, leaving)
    taken = _taken(list(booking.swap_extra), _tracked(booking, now), matches)
    return policy.money(sum(booking.swap_extra[i]["usd"] for i in taken)), [list(m) for m in matches]


def take_back(booking: Booking, now: datetime, matches: Sequence[Sequence[Any]], kept_back: float) -> None:
    """A confirmed change, before sandbox/swap.py ``record``: ``kept_back`` USD taken from the entries its
    leavers take back (:func:`released`'s ``matches``; the oldest first, what is left of one stays)."""
    entries = [dict(e) for e in booking.swap_extra]
    left = kept_back
    for i in _taken(entries, _tracked(booking, now), [(m[0], m[1]) for m in matches]):
        take = min(entries[i]["usd"], left)
        entries[i]["usd"], left = policy.money(entries[i]["usd"] - take), policy.money(left - take)
    booking.swap_extra = [e for e in entries if e["usd"] > 0.004]


def record(
    booking: Booking,
    now: datetime,
    used: Sequence[tuple[str, float, Optional[str]]],
    pct: int,
    given: float,
    joining: Sequence[dict[str, Any]],
) -> None:
    """A confirmed change, after :func:`take_back`: an entry per joiner share ``used`` (kind, USD refunded in
    full, the joiner's id while tracked) for the part the tier ``pct`` would have kept; a kept part ``given``
    back by this join, on its dearest joiner's kind."""
    on = policy.today_ict(now).isoformat()
    entries = list(booking.swap_extra)
    total = policy.kept_at(policy.money(sum(u[1] for u in used)), pct)  # one figure, split over the shares
    for i, (who, usd, jid) in enumerate(used):
        extra = total if i == len(used) - 1 else min(policy.kept_at(usd, pct), total)
        total = policy.money(total - extra)
        if extra > 0:
            entries.append({"kind": who, "usd": extra, "on": on, "joiner": jid})
    if given > 0:
        dearest = max(joining, key=lambda t: float(t["price_usd"]), default={"who": "adult"})
        entries.append({"kind": kind(dearest), "usd": policy.money(given), "on": on, "joiner": None})
    booking.swap_extra = entries


def confirmed(booking: Booking, now: datetime, apply: dict[str, Any], terms: dict[str, Any]) -> None:
    """A confirmed change quoted with ``terms`` and ``apply`` (sandbox/routes/changes.py): the extras its leavers
    take back (against the allowance's joiners as the quote saw them), the allowance (sandbox/swap.py: each
    leaver takes a joiner of their kind with them), then the extras its swap gives."""
    take_back(booking, now, apply.get("swap_extra_matches", []), terms.get("swap_extra_kept_usd", 0.0))
    joining = terms.get("joining") or []
    used = swap.record(
        booking, apply.get("swap_spent_usd", 0.0), apply.get("swap_grant_usd", 0.0), now, terms["leaving"], joining
    )
    pct = (apply.get("swap_kept") or {}).get("pct", 0)
    record(booking, now, used, pct, terms.get("swap_kept_back_usd", 0.0), joining)  # a kept part given back too


def after(booking: Booking, kept_back: float, used_usd: float, pct: int, given: float) -> float:
    """What the booking holds after a change (before it is confirmed): a cancellation's keep-back then."""
    return policy.money(held(booking.swap_extra) - kept_back + policy.kept_at(used_usd, pct) + given)


def quote_terms(kept_back: float, held_now: float, language: str) -> dict[str, Any]:
    """What a quote says of the swap's extra kept back (a later leave or a cancellation), in ``language``."""
    if kept_back <= 0:
        return {}
    said = texts.KEPT_AS_JOINER_LEAVES[_COLUMN.get(language, 0)]
    return {
        "swap_extra_kept_usd": policy.money(kept_back),
        "swap_extra_says": said.format(kept=f"{kept_back:.2f}", held=f"{held_now:.2f}"),
    }


def shown(booking: Booking) -> dict[str, Any]:
    """The booking's extras held (nothing when there is none): what a cancellation would keep back."""
    usd = held(booking.swap_extra)
    return {"swap_extra_held_usd": usd} if usd > 0 else {}
