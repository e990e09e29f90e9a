"""What a change that lowers the price says of its money, in the request's language (issue 37, relay 31 req 33:
a trip cut from 3 to 2 days refunded half its freed price with no word of the trip's new price, what DerLg keeps
and why, or what the traveller pays in all after it; the KH card called the kept half "ថ្លៃសេវា", a service fee).

One sentence per quote, built from the quote's own figures: the new price, the freed part, what comes back
(the swap rule's full part first, then the tier's share), what is kept under the cancellation policy and why (the
tier, until which date), and what the traveller pays in all after the change (the new price + every part DerLg
keeps). (EN, KH, ZH); amounts in USD with two decimals, dates ISO as every other quote field.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Optional

from sandbox.policy import SWAP_HOURS, money, refund_schedule

NEW_PRICE = (
    "The trip's new price is {new} USD, {freed} USD less. ",
    "តម្លៃដំណើរថ្មី {new} ដុល្លារ តិចជាងមុន {freed} ដុល្លារ។ ",
    "行程新价格 {new} 美元，少 {freed} 美元。",
)
SWAP_PART = (
    "{full} USD of it comes back in full under the swap rule (a traveller who leaves within {hours} h of a paid "
    "join); the rest follows the tier rule. ",
    "{full} ដុល្លារ សងវិញទាំងស្រុងតាមច្បាប់ប្តូរភ្ញៀវ (ភ្ញៀវចាកចេញក្នុងរយៈពេល {hours} ម៉ោង ក្រោយការចូលរួមដែលបានបង់); "
    "ផ្នែកដែលនៅសល់ តាមកម្រិតសងប្រាក់វិញ។ ",
    "其中 {full} 美元按换人规则全额退还（在已付款的新旅客加入后 {hours} 小时内离开）；其余按退款比例规则。",
)
TIER = (
    "Tier rule: the cancellation policy's {pct}% tier{until} (counted from {tier_date}); {back} USD comes back in all "
    "({of_freed}% of the freed price) and {kept} USD is kept under the cancellation policy. ",
    "ច្បាប់កម្រិតសងវិញ៖ កម្រិត {pct}% នៃគោលការណ៍លុបចោល{until} (រាប់ពី {tier_date}); {back} ដុល្លារ ត្រូវសងវិញសរុប "
    "({of_freed}% នៃតម្លៃដែលដោះលែង) ហើយ {kept} ដុល្លារ រក្សាទុកតាមគោលការណ៍លុបចោល។ ",
    "退款比例规则：取消政策的 {pct}% 比例{until}（从 {tier_date} 算起）；共退还 {back} 美元（释放价格的 {of_freed}%），"
    "按取消政策保留 {kept} 美元。",
)
UNTIL = (" (until {date})", " (រហូតដល់ {date})", "（至 {date}）")
IN_ALL = (
    "After it you pay {in_all} USD in all: the new price {new} USD + {kept_all} USD DerLg keeps under the "
    "cancellation policy and change fees.",
    "ក្រោយការផ្លាស់ប្តូរ លោក/លោកស្រីបង់សរុប {in_all} ដុល្លារ៖ តម្លៃថ្មី {new} ដុល្លារ + {kept_all} ដុល្លារ ដែល DerLg "
    "រក្សាទុកតាមគោលការណ៍លុបចោល និងថ្លៃផ្លាស់ប្តូរ។",
    "更改后您共支付 {in_all} 美元：新价格 {new} 美元 + DerLg 按取消政策保留的部分及改期费 {kept_all} 美元。",
)
IN_ALL_PRICE_ONLY = (
    "After it you pay {in_all} USD in all, the new price.",
    "ក្រោយការផ្លាស់ប្តូរ លោក/លោកស្រីបង់សរុប {in_all} ដុល្លារ គឺតម្លៃថ្មី។",
    "更改后您共支付 {in_all} 美元，即新价格。",
)
COLUMN = {"EN": 0, "KH": 1, "ZH": 2}  # the phrase tables' order (EN, KH, ZH)


def usd(value: float) -> str:
    return f"{value:.2f}"


def freed_says(
    freed: dict[str, Any], amounts: dict[str, float], until: Optional[str], hours: int, language: str
) -> str:
    """The sentence of a quote's ``freed_price`` (``amounts``: sandbox/policy.py ``change_amounts``; ``until``: the
    last day of the tier applied, None for the last tier)."""
    col = COLUMN.get(language, 0)
    new, kept_all = amounts["new_total_usd"], amounts["kept_in_total_usd"]
    said = NEW_PRICE[col].format(new=usd(new), freed=usd(freed["freed_usd"]))
    if freed.get("refunded_in_full_usd"):
        said += SWAP_PART[col].format(full=usd(freed["refunded_in_full_usd"]), hours=hours)
    said += TIER[col].format(
        pct=freed["refund_tier_pct"],
        until=UNTIL[col].format(date=until) if until else "",
        tier_date=freed["tier_counts_from"],
        back=usd(freed["refund_of_freed_usd"]),
        of_freed=freed["refund_pct"],
        kept=usd(freed["kept_by_policy_usd"]),
    )
    in_all = money(new + kept_all)
    if kept_all > 0:
        return said + IN_ALL[col].format(in_all=usd(in_all), new=usd(new), kept_all=usd(kept_all))
    return said + IN_ALL_PRICE_ONLY[col].format(in_all=usd(in_all))


def freed_said(
    terms: dict[str, Any], amounts: dict[str, float], tier_date: date, now: datetime, language: str
) -> dict[str, Any]:
    """``terms`` (sandbox/policy.py ``freed_terms``) with its ``freed_price.says`` in ``language``."""
    freed = terms.get("freed_price")
    if not freed:
        return terms
    until = tier_until(tier_date, now)
    return {**terms, "freed_price": {**freed, "says": freed_says(freed, amounts, until, SWAP_HOURS, language)}}


def tier_until(tier_date: date, now: datetime) -> Optional[str]:
    """The last day of the refund tier that applies today (None: the last tier, with no end)."""
    applied = next((t for t in refund_schedule(tier_date, now) if t["applies_today"]), None)
    return applied["until"] if applied else None
