"""The patch ids of a model turn (workflows.turn): each a ``workflow.patched`` id kept as recorded in
histories, so their names never change."""

from __future__ import annotations

STAGE_TOOLS_PATCH = "stage-tools-issue-23"
SEARCH_PATCH = "search-from-session-issue-23"
# Issue 22: a special request stated after createBooking is added to the booking (one more activity).
LATE_REQUEST_PATCH = "late-request-to-booking-issue-22"
LATE_REQUEST_FIRST_PATCH = "late-request-first-issue-22"
# Issue 41: a model call whose last attempt missed its heartbeat is called again (see _call_llm).
LLM_STALL_RETRY_PATCH = "llm-stall-retry-issue-41"
PICKUP_CONSENT_PATCH = "pickup-change-needs-yes"  # issue 37: changePickup only after the traveller's yes
PICKUP_WORDS_PATCH = "pickup-request-names-its-place"  # issue 37 (relay 26): a request naming it is its yes
# a transfer change is answered by what the traveller says of its own end (agent.consent_ends), and "there" names
# the place their own message names (agent.pickup_words)
PICKUP_AS_SAID_PATCH = "transfer-change-read-as-said"
FIGURES_CONSENT_PATCH = "information-yes-carries-issue-37"  # a yes to shown figures confirms them once
# ...figures compared by what the quote does, never the echo of its inputs (a day asked that the default already had)
FIGURES_EFFECT_PATCH = "information-yes-carries-same-effect"
# relay 27 req 48: a pickup change is checked by the backend before it is put to the traveller
PICKUP_CHECK_PATCH = "pickup-checked-before-yes-issue-37"
SETTLED_WITHDRAWS_PATCH = "withdraws-side-by-side-settled"  # each result shows the batch's withdrawals
ONE_REQUESTS_VIEW_PATCH = "requests-one-view-per-response"  # preferences' list taken after the withdrawals
LEAVER_REQUESTS_PATCH = "leaver-requests-go-with-removal"  # not withdrawn while the removal is only quoted
ACTIVITY_ACTION_PATCH = "quote-names-its-added-activity"  # a yes to "shall I add the class?" answers it
LEAVER_BESIDE_PATCH = "leaver-requests-wait-beside-removal"  # a withdrawal made beside the removal's quote waits too
# two or more acting change previews in one answer are none of them put (agent.change_alternatives)
ONE_CHANGE_PATCH = "one-change-quote-at-a-time"
# a transfer change is answered by the sentences naming it, not a question in another request (agent.pickup_sentences)
PICKUP_SENTENCES_PATCH = "transfer-answer-own-sentences"
# getPlaces runs at any stage (agent.tools.stages.ANYTIME); sessions recorded before refused it outside its stages
PLACES_ANYTIME_PATCH = "places-asked-at-any-stage"
