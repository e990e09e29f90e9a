"""A question, or a request to see something of the trip, is never a booking detail (issue 38/39).

While the booking details are asked, "看看照片", "酒店详情", "what are the reviews like?" or
"តម្លៃប៉ុន្មាន?" are answered (or their tool called); they are never taken as a name, a pickup place
or a special request. ``asks_to_look`` says whether a message (or its first sentence) is one.
Pure functions.
"""

from __future__ import annotations

import re
from typing import Optional

from activities.models.scripted.intents import intents
from agent.normal_text import normalize

# What the traveller may ask about while booking: each is answered, never stored.
LOOK_INTENTS = frozenset(
    {"itinerary", "images", "weather", "compare", "reviews", "price_ask", "pickup_time", "packing"}
)
# Words that make a mention of the hotel a request to see it ("hotel details", "看看酒店").
_LOOK_WORDS = re.compile(
    r"\b(?:show|see|look|details?|info|information|tell me)\b|看看|看一下|给我看|介绍|信息|"
    r"មើល|បង្ហាញ|ព័ត៌មាន"
)
# A question, in any of the three languages (the end mark, a question word or particle).
_QUESTION = re.compile(
    r"[?？]\s*$|吗|呢\s*$|怎么样|怎样|如何|多少|什么|哪|几|"
    r"យ៉ាងម៉េច|យ៉ាងដូចម្តេច|ប៉ុន្មាន|អ្វី|ដែរឬទេ|ឬទេ|ទេ\s*[?？]|"
    r"^(?:what|how|where|when|which|why|is|are|can|could|do|does|will|would|any)\b"
)


def is_question(text: str) -> bool:
    return bool(_QUESTION.search(normalize(text).strip()))


def asks_to_look(text: str, said: Optional[set[str]] = None) -> bool:
    """The message asks a question or to see something (photos, hotel, reviews, weather,
    itinerary, price): it is answered, and none of its words is a booking detail."""
    said = intents(text) if said is None else said
    if said & LOOK_INTENTS or is_question(text):
        return True
    if "hotel" in said:
        t = normalize(text).strip(" .!,。！，")
        return bool(_LOOK_WORDS.search(t)) or t in ("hotel", "the hotel", "酒店", "សណ្ឋាគារ")
    return False
