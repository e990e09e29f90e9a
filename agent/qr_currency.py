"""What a payment QR charges, for a traveller who pays from an account in another currency (relay 31).

A QR (generatePaymentQR, and the payment a previewBooking announces) charges US dollars. In a session
with a display currency, its ``payable_with`` block gains ``qr_currency`` ("USD") and one sentence in the
session's language: the amount in USD and, at our reference rate (agent/rate_words.py), in the session's currency, and that a bank
app paying from a riel account converts at the bank's own rate, so the model can answer "can I pay in riel
with ABA?" without converting by hand. An account in any other currency pays only where the block accepts
foreign wallets: where it says ``foreign_wallets_accepted: false`` the sentence says that only a Cambodian
KHQR app pays, from a dollar or riel account, never that a shilling (yuan…) account converts (relay 48
req 11: a Kenyan family told a KES bank account would pay a QR the same block ruled out). A USD-only
session gets nothing (no extra tokens).

Pure: no clock, no I/O.
"""

from __future__ import annotations

from typing import Any, Optional

from agent.currency_words import currency_name, money_text
from agent.rate_words import reference_rate_of

QR_CURRENCY = "USD"
# the currencies of the accounts a Cambodian KHQR app pays from
KHQR_ACCOUNTS = ("USD", "KHR")
# one sentence: the amount, then the converted amount, then the rate it is at (never nested brackets)
PAYING_FROM_OTHER_ACCOUNT = {
    "EN": "The QR charges {usd} in US dollars, about {local} at {rate}; a bank app paying from a {name} account "
    "converts at the bank's own rate, so the {name} amount taken can differ a little from {local}.",
    "KH": "QR នេះគិតប្រាក់ {usd} ជាដុល្លារអាមេរិក ប្រហែល {local} តាម{rate} ហើយកម្មវិធីធនាគារដែលបង់ពីគណនី{name} "
    "ប្តូរតាមអត្រារបស់ធនាគារខ្លួនឯង ដូច្នេះចំនួន{name}ដែលត្រូវកាត់អាចខុសបន្តិចពី {local}។",
    "ZH": "此二维码按美元收取 {usd}，约合 {local}，按{rate}换算；用{name}账户付款时，银行按自己的汇率换算，"
    "实际扣除的{name}金额可能与 {local} 略有不同。",
}
# an account in the traveller's currency cannot pay (foreign wallets not accepted): what does
ONLY_KHQR_APPS = {
    "EN": "The QR charges {usd} in US dollars, about {local} at {rate}; only a Cambodian KHQR bank app can pay "
    "it, from a dollar or riel account: a {name} account or app cannot.",
    "KH": "QR នេះគិតប្រាក់ {usd} ជាដុល្លារអាមេរិក ប្រហែល {local} តាម{rate} ហើយមានតែកម្មវិធីធនាគារកម្ពុជាដែលបង់ KHQR "
    "ប៉ុណ្ណោះដែលអាចបង់បាន ពីគណនីដុល្លារ ឬរៀល៖ គណនី ឬកម្មវិធី{name}មិនអាចបង់បានទេ។",
    "ZH": "此二维码按美元收取 {usd}，约合 {local}，按{rate}换算；只有柬埔寨支持 KHQR 的银行应用能从美元或瑞尔账户付款，"
    "{name}账户或应用无法付款。",
}


def qr_amount_usd(obj: dict[str, Any]) -> Optional[float]:
    """What the QR beside ``payable_with`` charges: a QR's ``amount``, else the amount due, else the total."""
    if obj.get("currency") == QR_CURRENCY and isinstance(obj.get("amount"), (int, float)):
        return float(obj["amount"])
    for key in ("amount_due_usd", "total_usd"):
        if isinstance(obj.get(key), (int, float)):
            return float(obj[key])
    return None


def account_pays(currency: str, block: dict[str, Any]) -> bool:
    """An account in ``currency`` can pay the QR of the ``payable_with`` ``block``: a Cambodian app's
    (dollars, riel), or any where the block accepts foreign wallets."""
    return currency.upper() in KHQR_ACCOUNTS or block.get("foreign_wallets_accepted") is not False


def paying_from_other_account(
    usd: float, local: float, currency: str, language: str, per_usd: float, block: dict[str, Any]
) -> str:
    table = PAYING_FROM_OTHER_ACCOUNT if account_pays(currency, block) else ONLY_KHQR_APPS
    words = table.get(language, table["EN"])
    return words.format(
        usd=money_text(usd, QR_CURRENCY),
        local=money_text(local, currency),
        name=currency_name(currency, language),
        rate=reference_rate_of(per_usd, currency, language),  # never "today's rate" (relay 34 req 14)
    )
