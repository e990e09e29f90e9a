"""Schemas of the tools that change a paid booking (issue 37), kept apart from agent/tools/schemas.py.

previewReschedule prices any change of a paid booking with the function a new booking uses: who
joins or leaves (adults, each child's age), new dates, a longer or shorter trip, an added activity.
withdrawTopUp undoes a change whose top-up is not paid; changePickup moves the booking's pickup;
withdrawSpecialRequest takes a special request off the booking (the operator sees it withdrawn).
"""

from __future__ import annotations

from agent.tools.schema_parts import CITIZENS, DATE, ID, ROOMS, _tool

_AGES = {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 17}, "maxItems": 20}

PREVIEW_RESCHEDULE = _tool(
    "previewReschedule",
    "Quote for changing a PAID booking: new dates, who joins or leaves, longer/shorter trip, "
    # each joiner's price and each leaver's freed price at the refund tier: the quote's amount_rule says them
    "an add-on on or off; changes nothing. Tell the change, exact amount, refund_terms_after_change; ask. "
    "purpose 'information' if only asking the cost (never confirmable: ask nothing).",
    {
        "booking_id": ID,
        "new_travel_date": DATE,
        "new_end_date": {**DATE, "description": "Default: same length"},
        "remove_day": {
            "type": "object",
            # day 1 reaches the backend, which answers with the reason and the later start (relay 31 req 33)
            "properties": {"day": {"type": "integer", "minimum": 1}},
            "description": "day: 2+ to drop; {}: a day less",
        },
        "add_adults": {"type": "integer", "minimum": 0, "maximum": 20, "description": "Adults joining"},
        "add_children_ages": {**_AGES, "description": "Child ages joining"},
        # how many of those joining are Cambodian citizens, as a new booking's cambodian_citizens (no description:
        # the name says it; sandbox/citizen_joiners.py)
        "add_cambodian_citizens": CITIZENS,
        # who joins by name (adults, then children; no description: remove_who's mirror): a later remove_who naming
        # them refunds their own top-up (sandbox/named_travellers.py)
        "add_who": {"type": "array", "items": {"type": "string"}},
        "remove_adults": {"type": "integer", "minimum": 0, "maximum": 20, "description": "Adults leaving"},
        "remove_children_ages": {**_AGES, "description": "Child ages leaving"},
        "remove_who": {"type": "array", "items": {"type": "string"}, "description": "Names/roles"},
        # the payment that paid for each leaver (remove_adults, then remove_children_ages; the quote's payments say
        # what each paid for): their refund goes back to it, a joiner's own join top-up (sandbox/leaver_payers.py)
        "leavers_paid_by": {"type": "array", "items": {"type": "string"}},
        "add_activities": {
            "type": "array",
            "items": {"type": "string", "minLength": 1, "maxLength": 120},
            "maxItems": 5,
            "description": "From addable_activities",
        },
        # a booked add-on taken off, for everyone taking it or only those named (sandbox/add_on_removal.py)
        "remove_activities": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "activity": {"type": "string", "minLength": 1, "maxLength": 120},
                    "for_adults": {"type": "integer", "minimum": 0},
                    "for_children_ages": _AGES,
                },
                "required": ["activity"],
            },
            "maxItems": 5,
            "description": "Booked add-ons off; for_*: only them",
        },
        "day": {"type": "integer", "minimum": 1, "description": "Day for them"},
        "for_adults": {"type": "integer", "minimum": 0, "description": "Takers; default all"},
        "for_children_ages": _AGES,
        "people_count": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "description": "Old; use add_/remove_",
        },
        "purpose": {"type": "string", "enum": ["information", "change"], "default": "change"},
        "pickup_location": {"type": "string", "maxLength": 300, "description": "After PICKUP_CHANGES_PRICE"},
        "drop_off_location": {"type": "string", "maxLength": 300},  # the other end (sandbox/pickup_price.py)
        "net_pending_refund": {"type": "boolean", "description": "Asked to net a refund"},
        "rooms": ROOMS,
        # the trip without the package's accommodation (sandbox/own_stay.py), or with it again
        "remove_hotel": {"type": "boolean", "description": "true: no package hotel; false: back"},
        # the group's transport switched (sandbox/transport_switch.py): a self-driving group taking a driver again
        "transport": {"type": "string", "enum": ["driver", "self_drive"], "description": "Switch; driver: pickup"},
    },
    ["booking_id"],
)

WITHDRAW_TOP_UP = _tool(
    "withdrawTopUp",
    "Undo a confirmed change whose top-up is unpaid (balance_due_usd): the booking is as it was, nothing "
    "charged. Only when the traveller asks.",
    {"booking_id": ID},
    ["booking_id"],
)

CHANGE_PICKUP = _tool(
    "changePickup",
    "Change the booking's pickup place (hotel or address); pickup time and meeting point follow, the "
    "operator is told. Only asked about, it is put to the traveller first (NEEDS_CONFIRMATION). The "
    "drop-off stays unless drop_off_location names one.",
    {
        "booking_id": ID,
        "pickup_location": {"type": "string", "minLength": 1, "maxLength": 300},
        "drop_off_location": {"type": "string", "minLength": 1, "maxLength": 300},
        "time": {"type": "string", "pattern": "^[0-2][0-9]:[0-5][0-9]$", "description": "Pickup time if asked"},
    },
    ["booking_id"],
)

WITHDRAW_SPECIAL_REQUEST = _tool(
    "withdrawSpecialRequest",
    "Withdraw a special request of the booking the traveller no longer wants (only after they ask): by "
    "request_number (1-based, as special_request_items lists it) or its words. The tour operator sees it "
    "withdrawn; the price stays.",
    {
        "booking_id": ID,
        "request_number": {"type": "integer", "minimum": 1, "maximum": 100},
        "request": {"type": "string", "minLength": 1, "maxLength": 500, "description": "Its words, if no number"},
    },
    ["booking_id"],
)
