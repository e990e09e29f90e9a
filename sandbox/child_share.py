"""Each child's price beside the adult's (``child_prices_usd``), and why one is not its band's usual share of
the adult price (sandbox/group.py: 60 % for ages 4-11, the adult price from 12, under-4s free): ``not_paid``
names the part of one adult's price the child does not pay, in the session's language (relay 57 req 8: a child
at $139.80 beside the adult's $243, not 60 %, and nothing said why). The parts: the Angkor pass in one adult's
price (sandbox/park_pass.py: each traveller's own part, under-12s enter free, so a 4-11 pays 60 % of the adult
price without it), the pass of a Cambodian citizen from 12 beside a non-citizen adult's price (enters free), the
pass a non-citizen from 12 pays beside the price of adults who are all citizens, an add-on every adult takes and
the child does not (sandbox/add_on_people.py), and one the child takes that is not in one adult's price."""

from __future__ import annotations

from typing import Any

from sandbox.add_on_people import IN_PER_ADULT
from sandbox.catalogue.models import Text
from sandbox.group import rate
from sandbox.policy import money
from sandbox.quote_lines import PASS_LEFT_OUT

ADULT_PASS = Text(
    en="the {price:g} USD Angkor pass in one adult's price (under-12s enter free)",
    kh="សំបុត្រចូលអង្គរ {price:g} USD ក្នុងតម្លៃមនុស្សពេញវ័យម្នាក់ (កុមារក្រោម១២ឆ្នាំ ចូលដោយឥតគិតថ្លៃ)",
    zh="每位成人价格中的吴哥通票 {price:g} 美元（12岁以下儿童免费）",
)
CITIZEN_PASS = Text(
    en="the park pass (Cambodian citizens enter free)",
    kh="សំបុត្រចូលឧទ្យាន (ពលរដ្ឋខ្មែរ ចូលដោយឥតគិតថ្លៃ)",
    zh="景区通票（柬埔寨公民免费）",
)
OWN_PASS = Text(
    en="more: pays the {price:g} USD Angkor pass, which the adults, Cambodian citizens, do not",
    kh="ច្រើនជាង៖ បង់សំបុត្រចូលអង្គរ {price:g} USD ដែលមនុស្សពេញវ័យ ជាពលរដ្ឋខ្មែរ មិនបង់",
    zh="相反：需付吴哥通票 {price:g} 美元，成人为柬埔寨公民免付",
)
NOT_TAKEN = Text(en="{names}, which the child does not take", kh="{names} ដែលកុមារមិនចូលរួម", zh="孩子不参加的{names}")
TAKEN = Text(
    en="less: pays its share of {names}, not in one adult's price",
    kh="តិចជាង៖ បង់ចំណែករបស់ខ្លួនសម្រាប់ {names} ដែលមិនរួមក្នុងតម្លៃមនុស្សពេញវ័យម្នាក់",
    zh="相反：另付{names}的份额（不含在每位成人的价格内）",
)
OTHER = Text(
    en="parts of one adult's price shared differently",
    kh="ផ្នែកខ្លះនៃតម្លៃមនុស្សពេញវ័យម្នាក់ ដែលចែកខុសគ្នា",
    zh="成人价格中按不同方式分摊的部分",
)


def _names(items: list[dict[str, Any]]) -> str:
    return ", ".join(str((i.get("details") or {}).get("activity") or i.get("name") or i.get("type")) for i in items)


def _takes(item: dict[str, Any], age: int) -> bool:
    return age in ((item.get("details") or {}).get("for_children_ages") or [])


def not_paid(priced: dict[str, Any], child: dict[str, Any], language: str) -> str:
    """What of one adult's price ``child`` (a traveller of ``priced``) does not pay beside its band's share."""
    lang, age, parts = language.upper(), int(child["age"]), []
    adult_pass = float((priced.get("park_pass") or {}).get("adult_usd") or 0)
    citizen_adults = bool(priced.get(PASS_LEFT_OUT))  # every adult a citizen: price_per_adult_usd without the pass
    if adult_pass and child.get("band") == "child" and not citizen_adults:
        parts.append(ADULT_PASS.in_(lang).format(price=adult_pass))
    elif adult_pass and child.get("band") == "adult_rate" and bool(child.get("cambodian_citizen")) != citizen_adults:
        parts.append(OWN_PASS.in_(lang).format(price=adult_pass) if citizen_adults else CITIZEN_PASS.in_(lang))
    some = [i for i in priced.get("customizations") or [] if IN_PER_ADULT in i and float(i.get("price_usd") or 0)]
    skipped = [i for i in some if i[IN_PER_ADULT] and not _takes(i, age)]
    taken = [i for i in some if not i[IN_PER_ADULT] and _takes(i, age)]
    if skipped and rate(age):
        parts.append(NOT_TAKEN.in_(lang).format(names=_names(skipped)))
    if taken and rate(age):
        parts.append(TAKEN.in_(lang).format(names=_names(taken)))
    return "; ".join(parts) or OTHER.in_(lang)


def child_prices(priced: dict[str, Any], language: str = "EN") -> list[dict[str, Any]]:
    """Each child's price (``child_prices_usd``) from a group price, with ``not_paid`` where it is not its band's
    share of ``price_per_adult_usd``."""
    adult = float(priced["price_per_adult_usd"])
    out = []
    for t in priced["travellers"]:
        if t["who"] != "child":
            continue
        row: dict[str, Any] = {"age": t["age"], "price_usd": t["price_usd"]}
        if money(adult * rate(t["age"])) != money(t["price_usd"]):
            row["not_paid"] = not_paid(priced, t, language)
        out.append(row)
    return out
