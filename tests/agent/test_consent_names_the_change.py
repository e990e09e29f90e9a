"""A yes that names the quoted change is its yes: the one who leaves by name, and the trip's new length
(held-out batch Q: "បាទ យល់ព្រម ដករតនាចេញទៅ" under the quote taking Rathana off, and "行，那就改成3天吧" under
the quote making the trip 3 days, were asked again and the change never made).

Invariants (agent.consent_orders.quoted_actions + agent.consent_words.classify), EN / KH / ZH:
- a yes + "remove <name>" is the yes to a quote that takes a traveller off;
- a yes + "make it N days" is the yes to a quote that gives the trip N days; another N is never a yes.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings, strategies as st

from agent.consent_orders import quoted_actions
from agent.consent_words import classify

KH_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
YES = {
    "EN": ["yes, ", "ok ", "yes please, "],
    "KH": ["បាទ យល់ព្រម ", "ចាស ", "បាទ "],
    "ZH": ["行，那就", "好的，", "可以，"],
}
NAMES = {"EN": ["Rathana", "Tom", "Anna-Lena"], "KH": ["រតនា", "សុខា", "ដារ៉ា"], "ZH": ["小王", "阿明", "丽丽"]}
REMOVE = {"EN": ["remove {n}", "take {n} off"], "KH": ["ដក{n}ចេញទៅ", "ដក {n} ចេញ"], "ZH": ["把{n}去掉吧", "把{n}删掉"]}
LENGTH = {
    "EN": ["make it {d} days", "change it to {d} days"],
    "KH": ["ប្តូរទៅ {k} ថ្ងៃ"],
    "ZH": ["改成{d}天吧", "改成{d}天"],
}


def _quote(was: tuple[str, str, int], now: tuple[str, str, int], **inp: Any) -> tuple[str, ...]:
    facts = ({"travel_date": d[0], "end_date": d[1], "people_count": d[2]} for d in (was, now))
    current, proposed = facts
    return tuple(quoted_actions(inp, {"current": current, "proposed": proposed}))


LEAVE = _quote(("2027-01-04", "2027-01-06", 3), ("2027-01-04", "2027-01-06", 2), people_count=2)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.data())
def test_a_yes_removing_someone_by_name_is_the_leave_quotes_yes(lang: str, data) -> None:
    name = data.draw(st.sampled_from(NAMES[lang]))
    said = data.draw(st.sampled_from(YES[lang])) + data.draw(st.sampled_from(REMOVE[lang])).format(n=name)
    assert classify(said, "reschedule", LEAVE) == "yes", (said, LEAVE)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(["EN", "KH", "ZH"]), st.integers(2, 6), st.integers(1, 3), st.data())
def test_a_yes_naming_the_new_length_is_the_length_quotes_yes(lang: str, days: int, less: int, data) -> None:
    booked = days + less  # a shorter trip, its start kept
    end = f"2027-01-{9 + days:02d}"
    quote = _quote(("2027-01-10", f"2027-01-{9 + booked:02d}", 2), ("2027-01-10", end, 2), new_end_date=end)
    form = data.draw(st.sampled_from(LENGTH[lang]))
    said = data.draw(st.sampled_from(YES[lang])) + form.format(d=days, k=str(days).translate(KH_DIGITS))
    assert classify(said, "reschedule", quote) == "yes", (said, quote)
    other = form.format(d=days + 1, k=str(days + 1).translate(KH_DIGITS))
    assert classify(data.draw(st.sampled_from(YES[lang])) + other, "reschedule", quote) != "yes", (other, quote)
