"""What the rate beside a local figure is, one phrase in EN / KH / ZH (relay 34 req 14, 18: "about ฿26,956.80 at
today's rate" while every figure of the session is at one fixed reference rate, 1 USD = ฿36).

Every local twin is converted at our reference rate (agent/budget.py ``REFERENCE_PER_USD``, served by
getCurrencyRates, kept for the whole session: agent/session_figures.py), never a live market rate, and a
bank paying or receiving in that currency converts at its own rate. The QR text (agent/qr_currency.py,
generatePaymentQR and previewBooking alike), the results' ``shown_in`` note (agent/display.py) and
getCurrencyRates (sandbox/routes/info.py) all say it with these words. Pure.
"""

from __future__ import annotations

from agent.currency_words import with_sign

REFERENCE_RATE = {
    "EN": "our reference rate (1 USD = {rate}), the same all session, not a live rate",
    "KH": "អត្រាយោងរបស់យើង (1 USD = {rate}) ដដែលពេញមួយវគ្គ មិនមែនអត្រាផ្ទាល់ទីផ្សារទេ",
    "ZH": "我们的参考汇率（1 美元 = {rate}），整个会话不变，并非实时汇率",
}
# the same rate inside a sentence that already says the converted amount: no bracket inside a bracket (a
# traveller read "约 5,193.90元" lost at the end of "（按我们的参考汇率（1 美元 = 7.25元），整个会话不变，…）")
REFERENCE_RATE_OF = {
    "EN": "our reference rate of 1 USD = {rate}, fixed for this session (not a live rate)",
    "KH": "អត្រាយោងរបស់យើង 1 USD = {rate} ដែលថេរពេញមួយវគ្គ (មិនមែនអត្រាផ្ទាល់ទីផ្សារ)",
    "ZH": "本次会话固定的参考汇率 1 美元 = {rate}（非实时汇率）",
}
BANK_RATE_MAY_DIFFER = {
    "EN": "a bank converts at its own rate, which may differ",
    "KH": "ធនាគារប្តូរតាមអត្រារបស់ខ្លួន ដែលអាចខុសគ្នា",
    "ZH": "银行按其自身汇率换算，可能有所不同",
}


def rate_figure(per_usd: float, currency: str) -> str:
    """``฿36``, ``4,100៛``: one USD in ``currency``, with its sign."""
    return with_sign(f"{per_usd:,g}", currency)


def reference_rate(per_usd: float, currency: str, language: str) -> str:
    """``our reference rate (1 USD = ฿36), the same all session, not a live rate`` in ``language``."""
    return REFERENCE_RATE.get(language, REFERENCE_RATE["EN"]).format(rate=rate_figure(per_usd, currency))


def reference_rate_of(per_usd: float, currency: str, language: str) -> str:
    """``our reference rate of 1 USD = ฿36, fixed for this session (not a live rate)``: said after an amount."""
    return REFERENCE_RATE_OF.get(language, REFERENCE_RATE_OF["EN"]).format(rate=rate_figure(per_usd, currency))


def rate_is(per_usd: float, currency: str, language: str) -> str:
    """The reference rate and that a bank's may differ: what a rate given on its own says."""
    joint = "，" if language == "ZH" else "; "
    return joint.join(
        (reference_rate(per_usd, currency, language), BANK_RATE_MAY_DIFFER.get(language, BANK_RATE_MAY_DIFFER["EN"]))
    )
