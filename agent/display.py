"""Tool results in the traveller's terms (issue 23): one generic layer over every tool result.

Every USD amount (a number under a key ending in ``_usd``, a payment's ``amount`` in USD: a total, a
part of a sum, one adult's price, a what-if) also appears in the session's display currency
(``total_usd`` → ``total_cny``), once, converted from its own USD amount, never by adding converted
parts (relay 31: parts said in USD only sent the model to getCurrencyRates). Where local parts then
miss their total's figure by a rounding step, the result says why (``local_figures_are``,
agent/local_sums.py). Every timestamp (an ISO date-time with a zone, such
as ``reserved_until`` or ``expected_by``) also appears in the traveller's zone with the zone named
(``reserved_until_local``). The result builders stay as they are: the tool activity applies
:func:`in_travellers_terms` to whatever the backend answered, with the day's rate it fetched
(activities/tools.py): our reference rate, the same all session (agent/rate_words.py), so the model never
converts money or clocks by hand.

Pure: no clock, no I/O.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Any, Optional

from pydantic import BaseModel

from agent.display_unit import display_unit
from agent.local_percent import percent_figure
from agent.local_share import TOTAL_KEY, share_figure
from agent.local_sums import local_figures_are
from agent.qr_currency import QR_CURRENCY, paying_from_other_account, qr_amount_usd
from agent.rate_words import reference_rate
from agent.rounding import half_up, whole
from agent.state import ConversationState
from agent.timefmt import format_local, zone_label

# The currency a session shows beside USD when the traveller named none: the language's own.
LANGUAGE_CURRENCY = {"KH": "KHR", "ZH": "CNY"}
_SUFFIX = "_usd"
LOCAL_SUFFIX = "_local"


class DisplayTerms(BaseModel):
    """How one session reads amounts and times; rides on each ToolCall."""

    currency: Optional[str] = None  # None or "USD": amounts stay in USD only
    time_zone: Optional[str] = None  # IANA name; None = Cambodia time
    language: str = "EN"  # the session's language, for the words a result gains (agent/local_sums.py)
    # the figures the session showed before, by currency, rate and USD amount (agent/session_figures.py)
    figures: dict[str, float] = {}


def display_terms(state: ConversationState) -> DisplayTerms:
    return DisplayTerms(
        currency=display_currency(state.preferred_language, state.display_currency),
        time_zone=state.time_zone,
        language=state.preferred_language,
    )


def display_currency(language: str, chosen: Optional[str]) -> Optional[str]:
    """The traveller's own currency when they used one, else the language's (riel, yuan), else None."""
    currency = chosen or LANGUAGE_CURRENCY.get(language)
    return None if currency in (None, "USD") else currency


def local_amount(value: float, currency: str) -> float | int:
    """An amount in ``currency`` as it is shown: rounded half up to the currency's display unit
    (agent/display_unit.py: hundreds of riel, whole units where no smaller one is paid, else two decimals),
    a whole amount without ".00" (an int). Each figure is its own USD amount x rate, converted once."""
    unit = display_unit(currency)
    if unit >= 1:
        return whole(value, int(unit))
    rounded = half_up(value, 2)
    return int(rounded) if rounded == int(rounded) else rounded


def exact_product(amount: float, per_usd: float) -> float:
    """``amount`` x ``per_usd`` on their decimal values, as written (a float product turns $0.69 x 18.5 =
    12.765 into 12.76499…, which rounds down)."""
    return float(Decimal(str(amount)) * Decimal(str(per_usd)))


def convert_usd(amount: float, currency: str, per_usd: float) -> float | int:
    return local_amount(exact_product(amount, per_usd), currency)


def _timestamp(value: str) -> Optional[datetime]:
    if len(value) < 16 or "T" not in value:  # a plain date is a calendar day, not a time
        return None
    try:
        parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else None


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _other_language_twin(key: str, value: dict[str, Any], currency: str) -> bool:
    """``key`` is a figure the backend added in the language's currency (``amount_cny``, ``total_khr``) beside
    a USD amount, in a session whose currency is another (relay 7: a Singapore group's QR in yuan)."""
    for other in LANGUAGE_CURRENCY.values():
        suffix = "_" + other.lower()
        if other != currency and key.endswith(suffix):
            stem = key[: -len(suffix)]
            if stem + _SUFFIX in value or (stem in value and value.get("currency") == "USD"):
                return True
    return False


def _figure(usd: float, currency: str, per_usd: float) -> float | int:
    """``usd`` in ``currency``: converted once from its own amount, so the same amount shows the same
    figure in every result at that rate."""
    return convert_usd(usd, currency, per_usd)


def _twin(obj: dict[str, Any], key: str, currency: str, per_usd: float) -> float | int:
    """The local figure of ``obj[key]``: converted once from its own USD amount, or, for an average beside
    its total, the total's USD amount converted and shared out, rounded once (agent/local_share.py: never
    a rounded USD average x rate, nor a share of an already rounded local total); a percentage of a base beside
    it, that percentage of the base's unrounded local figure (agent/local_percent.py)."""
    total: Any = obj.get(TOTAL_KEY)
    share = share_figure(obj, key, exact_product(float(total), per_usd) if _is_number(total) else None)
    if share is None:  # a percentage of a base beside it (a 50 % refund): that percentage of the base's local figure
        share = percent_figure(obj, key, per_usd)
    return _figure(float(obj[key]), currency, per_usd) if share is None else local_amount(share, currency)


def _payable_with(
    block: dict[str, Any], parent: dict[str, Any], currency: str, per_usd: float, language: str
) -> dict[str, Any]:
    """A QR's ``payable_with`` with the QR's currency and how an account in ``currency`` pays it (agent/qr_currency.py)."""
    usd = qr_amount_usd(parent)
    if usd is None:
        return block
    local = _figure(usd, currency, per_usd)
    return {
        **block,
        "qr_currency": QR_CURRENCY,
        "paying_from_other_account": paying_from_other_account(usd, local, currency, language, per_usd, block),
    }


def _walk(
    value: Any,
    currency: Optional[str],
    per_usd: Optional[float],
    zone: Optional[str],
    language: str = "EN",
) -> Any:
    if isinstance(value, list):
        return [_walk(v, currency, per_usd, zone, language) for v in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, Any] = {}
    for key, item in value.items():
        if currency and _other_language_twin(key, value, currency):
            continue  # the backend's yuan or riel by language default, in a session with its own currency
        out[key] = _walk(item, currency, per_usd, zone, language)
        if currency and per_usd and key == "payable_with" and isinstance(item, dict):
            out[key] = _payable_with(out[key], value, currency, per_usd, language)
        if currency and per_usd and key == "amount" and value.get("currency") == "USD" and _is_number(item):
            twin = "amount_" + currency.lower()  # a payment's amount (generatePaymentQR): the QR's figure
            out[twin] = value[twin] if twin in value else _figure(float(item), currency, per_usd)
        if currency and per_usd and key.endswith(_SUFFIX) and _is_number(item):
            twin = key[: -len(_SUFFIX)] + "_" + currency.lower()
            if twin not in value:
                out[twin] = _twin(value, key, currency, per_usd)
        if isinstance(item, str) and not key.endswith(LOCAL_SUFFIX):
            moment = _timestamp(item)
            if moment is not None and key + LOCAL_SUFFIX not in value:
                out[key + LOCAL_SUFFIX] = format_local(moment, zone)
    return out


def carries_money(value: Any) -> bool:
    if isinstance(value, dict):
        return any(
            ((k.endswith(_SUFFIX) or (k == "amount" and value.get("currency") == "USD")) and _is_number(v))
            or carries_money(v)
            for k, v in value.items()
        )
    return isinstance(value, list) and any(carries_money(v) for v in value)


def carries_time(value: Any) -> bool:
    if isinstance(value, dict):
        return any((isinstance(v, str) and _timestamp(v) is not None) or carries_time(v) for v in value.values())
    return isinstance(value, list) and any(carries_time(v) for v in value)


def in_travellers_terms(result: dict[str, Any], terms: DisplayTerms, per_usd: Optional[float]) -> dict[str, Any]:
    """``result`` (a contract envelope) with display-currency twins of its USD amounts and local
    twins of its timestamps, plus a ``shown_in`` note naming the rate and the zone, and a
    ``local_figures_are`` sentence where local parts miss their total's figure. Errors and
    results with neither money nor time are returned as they are."""
    data = result.get("data") if isinstance(result, dict) and result.get("success") else None
    if not isinstance(data, dict):
        return result
    currency = terms.currency if terms.currency and per_usd else None
    money, time = bool(currency) and carries_money(data), carries_time(data)
    if not money and not time:
        return result
    enriched = _walk(data, currency if money else None, per_usd, terms.time_zone, terms.language)
    note: dict[str, Any] = {}
    if money and (why := local_figures_are(enriched, currency, terms.language)) is not None:
        enriched["local_figures_are"] = why  # its local parts miss their total by a rounding step (relay 20 req 66)
    if money:
        note["currency"] = f"{currency} beside USD, at {reference_rate(per_usd or 1.0, currency or 'USD', 'EN')}"
        note["rate"] = (
            per_usd  # units of the currency per USD, the rate itself: later amounts are converted once at it (agent/money_frames.py)
        )
    if time:
        note["times"] = f"*{LOCAL_SUFFIX} fields are in the traveller's zone: {zone_label(terms.time_zone)}"
    enriched["shown_in"] = note
    return {**result, "data": enriched}
