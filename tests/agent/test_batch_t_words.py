"""Held-out batch T, the pure readers stated as rules over wordings (the batch's sentences are among them, not
the test):

- a figure with a magnitude or a unit after it is an amount, never a day and month: "1.2 million Rwandan
  francs" was asked about as "1 February 2027 or 2 January 2027?" beside an ISO start date;
- the rate table knows the currencies of Africa and the Gulf a traveller states a budget in, by country name
  (Rwandan francs, Tunisian dinars, Botswana pula…), in EN / KH / ZH, with a sign of its own;
- Traditional Chinese answers a quote as its Simplified form does ("了解，沒辦法，還是取消吧。" was not a yes).
"""

from __future__ import annotations

from datetime import date

import pytest

from agent.budget import REFERENCE_PER_USD
from agent.consent_words import classify
from agent.currency_words import NAMES, SIGNS
from agent.dates import travel_dates
from agent.hanzi import _TABLE

TODAY = date(2026, 11, 30)
UNITS = ["million", "m", "mn", "k", "thousand", "lakh", "billion", "km", "hours", "%", "dollars", "euros", "francs",
         "dinars", "លាន", "ពាន់", "万", "千"]  # fmt: skip
BUDGETS = ["Budget is about {f} {u}, all in.", "about {f} {u} in total", "we have {f}{u} each", "ថវិកា {f}{u}"]


@pytest.mark.parametrize("unit", UNITS)
@pytest.mark.parametrize("day,month", [(1, 2), (2, 5), (12, 3), (7, 7)])
def test_a_figure_with_a_magnitude_or_unit_is_never_a_date(unit: str, day: int, month: int) -> None:
    for form in BUDGETS:
        said = form.format(f=f"{day}.{month}", u=(" " if unit.isalpha() and unit.isascii() else "") + unit)
        found = travel_dates(said, TODAY)
        assert (found.start, found.end, found.choices) == (None, None, ()), (said, found)
        dated = travel_dates(f"leaving from Phnom Penh on 2027-01-09. {said}", TODAY)
        assert (dated.start, dated.end, dated.choices) == ("2027-01-09", None, ()), (said, dated)


@pytest.mark.parametrize("said", ["on 10.1 please", "on 10/1", "leaving 3.4."])
def test_a_bare_day_and_month_is_still_confirmed(said: str) -> None:
    assert travel_dates(said, TODAY).choices  # both readings are real dates: asked, never guessed


AFRICA_AND_GULF = {"RWF": "ហ្វ្រង់រវ៉ាន់ដា", "TND": "ឌីណាទុយនីស៊ី", "BWP": "ពូឡាបុតស្វាណា", "QAR": "រីយ៉ាល់កាតា",
                   "MAD": "ឌីរហាមម៉ារ៉ុក", "JOD": "ឌីណាហ្ស៊កដានី", "KWD": "ឌីណាគុយវ៉ែត", "OMR": "រីយ៉ាល់អូម៉ង់",
                   "TZS": "ស៊ីលីងតង់សានី", "UGX": "ស៊ីលីងអ៊ូហ្គង់ដា", "BHD": "ឌីណាបារ៉ែន"}  # fmt: skip


@pytest.mark.parametrize("code", sorted(AFRICA_AND_GULF))
def test_the_currencies_of_africa_and_the_gulf_have_a_rate_names_and_a_sign(code: str) -> None:
    assert REFERENCE_PER_USD[code] > 0
    assert NAMES[code][0] == AFRICA_AND_GULF[code] and NAMES[code][1]
    assert SIGNS[code] and code not in SIGNS[code]


# Traditional forms of the characters the table knows, so each phrase is written as Taiwan or Hong Kong writes it
_TRADITIONAL = {simple: trad for trad, simple in ((chr(k), v) for k, v in _TABLE.items())}
QUOTE_ANSWERS = {
    "cancellation": ["了解，没办法，还是取消吧。", "好，确认", "没办法，取消吧", "那就取消吧，谢谢", "算了，不取消了", "先不要取消"],
    "booking": ["好，确认", "好的，订吧", "确认预订", "先不订，我再问问家里", "等一下，还没确定"],
    "reschedule": ["好，改吧", "可以，确认改期", "不改了，谢谢", "还是算了"],
}  # fmt: skip


@pytest.mark.parametrize("kind", sorted(QUOTE_ANSWERS))
def test_traditional_chinese_answers_a_quote_as_simplified_does(kind: str) -> None:
    for said in QUOTE_ANSWERS[kind]:
        traditional = "".join(_TRADITIONAL.get(ch, ch) for ch in said)
        assert classify(traditional, kind) == classify(said, kind), (kind, said, traditional)  # type: ignore[arg-type]
    assert classify("了解，沒辦法，還是取消吧。", "cancellation") == "yes"
