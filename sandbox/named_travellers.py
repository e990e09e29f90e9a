"""Who joins by name, and the payment that paid for them: a named joiner's refund goes back to their own top-up.

Relay 57 (and run 53): an uncle joined with his own top-up; a later removal naming him (``remove_who``) sent his
refund to the family's booking payment, because travellers were counted, not named, and only a
``leavers_paid_by`` hint on a second quote fixed it. previewReschedule's ``add_who`` names who joins (beside
``add_adults`` then ``add_children_ages``, in that order); once the join is the booking's (its top-up paid, or
confirmed when it costs nothing) the booking remembers each named traveller with the payment that paid for them
(``Booking.named_travellers``: ``{"name", "kind", "paid_by"}``). A removal whose ``remove_who`` names one of them
(their name, their given name, or said with a role: "Vikram Kulkarni (uncle, 67)") then names that payment for
them as ``leavers_paid_by`` would (sandbox/leaver_payers.py, sandbox/refund_to.py): their own price back to their
top-up, their add-ons to the payments that paid them, without any hint. A name that matches nobody on a booking
that has named travellers (and is no role, nor a name its customer or requests say) is refused with the
booked travellers' names.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Sequence

from agent.special_requests import joined as with_request
from sandbox import leaver_payers
from sandbox.change_models import ReschedulePreviewBody
from sandbox.errors import invalid
from sandbox.leaver_requests import ROLES, forms
from sandbox.request_items import new_item, said_already
from sandbox.store import Booking, Store


def _kinds_joining(body: ReschedulePreviewBody) -> list[str]:
    return ["adult"] * body.add_adults + [f"child:{a}" for a in body.add_children_ages]


def joining(body: ReschedulePreviewBody) -> list[list[str]]:
    """``add_who`` as ``[kind, name]`` pairs beside ``add_adults`` then ``add_children_ages``; at most one name
    per joiner (fewer: the rest unnamed)."""
    names = [n.strip() for n in body.add_who if n.strip()]
    kinds = _kinds_joining(body)
    if names and len(names) > len(kinds):
        raise invalid(
            "add_who names who joins, one name per joiner in the order of add_adults then add_children_ages: "
            f"{len(names)} name(s) for {len(kinds)} joiner(s).",
            {"add_who": names, "joiners": len(kinds)},
        )
    return [[kind, name] for kind, name in zip(kinds, names)]


def _word_in(name: str, text: str) -> bool:
    name, text = name.casefold(), text.casefold()
    if not name:
        return False
    if not name.isascii():
        return name in text
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def _matches(entry: str, name: str) -> int:
    """How well a ``remove_who`` entry names a named traveller: 2 their whole name, 1 their given name, 0 not."""
    if any(_word_in(name, form) for form in forms(entry)):
        return 2
    given = name.split()[0] if name.split() else ""
    return 1 if any(_word_in(given, form) for form in forms(entry)) else 0


def _who(kind: str) -> str:
    return "an adult" if kind == "adult" else f"a child aged {kind[6:]}"


def _known(booking: Booking, entry: str) -> bool:
    """``entry`` is a role ("father", "my husband") or a name the booking's customer or requests say."""
    words = {w.casefold() for form in forms(entry) for w in form.split()}
    if words & ROLES:
        return True
    texts = [str(booking.customer.get("name") or ""), booking.special_requests or ""]
    texts += [str(i.get("request") or "") for i in booking.special_request_items]
    return any(_word_in(form, text) for form in forms(entry) for text in texts)


def leaving(booking: Booking, body: ReschedulePreviewBody, leavers: Sequence[str]) -> list[dict[str, Any]]:
    """The named travellers ``remove_who`` names, each once (their whole name before a given name), checked
    against who leaves (``leavers``: the quote's kinds); a name of nobody on a booking with named travellers is
    refused with their names."""
    named = list(booking.named_travellers)
    out: list[dict[str, Any]] = []
    kinds = list(leavers)
    for entry in body.remove_who:
        scored = [(_matches(entry, t["name"]), n) for n, t in enumerate(named) if t not in out]
        best = max(scored, default=(0, -1))
        if best[0] == 0:
            if named and not _known(booking, entry):
                names = ", ".join(t["name"] for t in named)
                raise invalid(
                    f"No traveller named {entry!r} is on booking {booking.booking_ref}: the travellers named on it "
                    f"are {names}.",
                    {
                        "remove_who": entry,
                        "named_travellers": [t["name"] for t in named],
                        "next_step": "Name who leaves as the booking names them (one of the names above), or by "
                        "how the group calls them (father) if they are not named on it.",
                    },
                )
            continue
        person = named[best[1]]
        if person["kind"] not in kinds:
            raise invalid(
                f"{person['name']} is on booking {booking.booking_ref} as {_who(person['kind'])}: count them in "
                + ("remove_adults." if person["kind"] == "adult" else "remove_children_ages."),
                {"remove_who": entry, "is": _who(person["kind"])},
            )
        kinds.remove(person["kind"])
        out.append(person)
    return out


def paid_by(store: Store, booking: Booking, body: ReschedulePreviewBody, leavers: Sequence[str]) -> tuple[str, ...]:
    """The payment for each of ``leavers`` (the quote's order): ``leavers_paid_by`` when given (checked:
    sandbox/leaver_payers.py), else the payment each named traveller ``remove_who`` names was paid by ("" for the
    others); () when none."""
    by = leaver_payers.checked(store, booking, body, leavers)
    people = leaving(booking, body, leavers)
    if by or not any(p.get("paid_by") for p in people):
        return tuple(by)
    out = []
    left = [p for p in people if p.get("paid_by")]
    for kind in leavers:
        hit = next((p for p in left if p["kind"] == kind), None)
        if hit:
            left.remove(hit)
        out.append(hit["paid_by"] if hit else "")
    return tuple(out)


def quoted(booking: Booking, body: ReschedulePreviewBody, leavers: Sequence[str]) -> dict[str, Any]:
    """What a change quote keeps for its confirmation: who joins by name (``add_who``, ``[kind, name]``) and the
    names of the named travellers it takes off (``named_leaving``)."""
    return {"add_who": joining(body), "named_leaving": [p["name"] for p in leaving(booking, body, leavers)]}


def confirmed(booking: Booking, apply: dict[str, Any], waits: bool, now: datetime) -> None:
    """A change made: who left by name is no longer named on the booking; who joined by name is, paid for by
    nothing of their own when the join cost nothing, else once its top-up is paid (``waits``: Store.record_payment
    names them with that payment). The requests about them that waited with its quote (sandbox/joiner_requests.py)
    reach the booking now, after its snapshot: a withdrawn or lapsed top-up takes them off again."""
    for text in apply.get("requests") or []:
        if said_already(booking, text):  # a standing request asks it already: said once
            continue
        merged = with_request(booking.special_requests, text)
        if merged is not None:  # the booking's requests full: it stays off (the quote kept it)
            booking.special_requests = merged
            booking.special_request_items.append(new_item(booking, text, now, added_after_booking=True))
    gone = list(apply.get("named_leaving") or [])
    kept = []
    for person in booking.named_travellers:
        if person["name"] in gone:
            gone.remove(person["name"])
        else:
            kept.append(person)
    joined = [] if waits else apply.get("add_who") or []
    booking.named_travellers = kept + [{"name": name, "kind": kind, "paid_by": ""} for kind, name in joined]


def named_lines(lines: list[dict[str, Any]], named: Sequence[Sequence[str]]) -> list[dict[str, Any]]:
    """A quote's ``joining`` or ``leaving`` lines (``who``, ``age``?) with the ``name`` of each traveller named for
    them (``[kind, name]`` pairs, in order: the first line of that kind not named yet takes it). Names only say who:
    every other key of a line is as it was, so a name never moves a price."""
    out = [dict(line) for line in lines]
    kinds = kinds_of(out)
    for kind, name in named:
        at = next((n for n, k in enumerate(kinds) if k == kind and "name" not in out[n]), None)
        if at is not None:
            out[at]["name"] = name
    return out


def kinds_of(lines: Sequence[dict[str, Any]]) -> list[str]:
    return ["adult" if p.get("who") == "adult" else f"child:{p.get('age')}" for p in lines]


def who(
    booking: Booking, body: ReschedulePreviewBody, joins: list[dict[str, Any]], leaves: list[dict[str, Any]]
) -> dict[str, Any]:
    """A change quote's ``joining`` and ``leaving`` lines, each named when ``add_who`` / ``remove_who`` names them
    (a named traveller of the booking leaving by the name the booking holds); the names change no price."""
    gone = [[p["kind"], p["name"]] for p in leaving(booking, body, kinds_of(leaves))]
    return {"joining": named_lines(joins, joining(body)), "leaving": named_lines(leaves, gone)}


def shown(booking: Booking) -> dict[str, Any]:
    """The booking's named travellers as its view says them: name, who (adult / child aged n) and the payment."""
    if not booking.named_travellers:
        return {}
    return {
        "named_travellers": [
            {"name": t["name"], "is": _who(t["kind"]), "paid_by": t.get("paid_by") or None}
            for t in booking.named_travellers
        ]
    }


def waiting(booking: Booking) -> dict[str, Any]:
    """Who a join whose top-up is unpaid names (``pending_top_up.named_joining``): the names given are on the
    booking from the yes, said as joining once it is paid (a traveller named at the join was in no view while it
    waited); they are its ``named_travellers`` only once paid."""
    named = (booking.pending_change or {}).get("named") or []
    return {"named_joining": [{"name": name, "is": _who(kind)} for kind, name in named]} if named else {}
