"""``workflow.patched`` for SessionWorkflow, with one marker per run instead of one per patch.

Every ``workflow.patched(id)`` that returns True in a new run records a marker event and, through
the SDK, an upsert of the ``TemporalChangeVersion`` search attribute: ~0.7 of each per turn in
the bench's journeys (issue 26), each upsert a visibility write on the server. A run that starts
on this code asks :data:`CURRENT` once, first thing in ``run()``; when it holds, every patch in
:data:`COVERED` is taken without a marker of its own. Runs that began before (the saved histories
in ``tests/histories``, sessions open during a deploy) have no ``CURRENT`` marker at the start of
their history, so the answer is False for their whole run and each patch is asked as before.

A patch added later is NOT in :data:`COVERED`: :func:`patched` passes it to ``workflow.patched``,
so runs that began before it existed replay unchanged. To fold later patches in, add a new
``CURRENT`` id whose set includes them (keep the old id's set for the runs that recorded it).
"""

from __future__ import annotations

from temporalio import workflow

#: The first CURRENT id (runs that recorded it take this set).
CURRENT_26 = "session-patches-current-issue26"

#: The session workflow's patch ids when CURRENT_26 was introduced.
COVERED_26 = frozenset(
    {
        "trip-timers-from-booking",
        "hold-expiry-warning",
        "hints-for-background-events-only",
        "refuse-reused-message-id",
        "late-confirmation-not-unmatched",
        "late-payment-after-expiry-told",
        "drain-payments-after-end",
        "paid-trip-outlives-end",
        "one-announcement-per-intent",
        "one-payment-confirmation",
        "notice-turn-takes-waiting-message",
        "confirmation-retakes-message-sent-meanwhile",
        "model-contract-v2",
        "stage-tools-issue-23",
        "keep-payment-intent-after-expiry",
        "safety-request-attention",
    }
)

#: The CURRENT id of runs that start on this code, and the patches it covers.
CURRENT = "session-patches-current-consent"
COVERED = COVERED_26 | frozenset(
    {
        "rebook-same-ref-issue-22",
        "late-request-to-booking-issue-22",
        "late-request-first-issue-22",
        "search-from-session-issue-23",
        "consent-to-this-quote",
        "messages-answered-together",
        "message-typed-twice-answered-once",
        "paid-card-at-once-issue-37",
        "llm-stall-retry-issue-41",
        "failed-turn-message-waits",
    }
)

#: Attribute of the workflow instance holding the patch ids its run takes without a marker.
FLAG = "patches_current"


def begin_run(instance: object) -> None:
    """First thing in ``run()``: ask CURRENT once (recorded in the run's first workflow task); a run
    that recorded the earlier CURRENT_26 keeps that set."""
    if workflow.patched(CURRENT):
        setattr(instance, FLAG, COVERED)
    elif workflow.patched(CURRENT_26):
        setattr(instance, FLAG, COVERED_26)
    else:
        setattr(instance, FLAG, frozenset())


def patched(patch_id: str) -> bool:
    covered = getattr(workflow.instance(), FLAG, None)
    if covered and patch_id in covered:
        return True
    return workflow.patched(patch_id)
