"""What a refusal word does not refuse: the quote (EN / KH / ZH; agent.consent_words).

A model-in-the-loop run: under a booking summary still missing the name, phone and pickup, and saying that
payment is KHQR only, the traveller wrote "什么？微信支付宝都不行？我们中国人哪有柬埔寨银行卡😓 那我让地接导游帮忙扫吧。
刘桂芳 +86 138 0871 2233，金边Sunway酒店接" (what? no WeChat or Alipay? … our guide will scan; name, phone,
pickup) and the summary closed as declined: the "不行" was a question about the payment, and the message
gave the very details the summary asked for. A message read as a no (:func:`kept_open`) is *unclear* instead
(the quote stays open and the model answers it; never a yes) when

- it **gives details**: a phone number or an e-mail address is an answer to what the summary asks, not a
  refusal of it, unless a statement in it refuses the quote's own action by name ("不订了", "don't book");
- **no refusal in it is a statement about the quote**: every clause that holds a refusal asks ("微信不行？",
  "no WeChat?", "ABA មិនបានទេ?", "can't I pay with Alipay?"), or speaks of another subject (a payment
  method, the weather: "微信支付宝都不行", "no sun tomorrow") without naming the quote's action.
"""

from __future__ import annotations

import re
from typing import Callable

from agent.consent_actions import names
from agent.consent_guards import CLAUSE, carries_contact, clauses

# a clause that asks (a question mark, or a question particle that no refusal ends with)
_ASKS = re.compile(r"[?？]\s*$|吗|嗎|ឬទេ|មែនទេ|បានទេ\s*[?？]|ប៉ុន្មាន")
# subjects of the trip that are not the quote's yes or no: how to pay, the weather
_ELSEWHERE = re.compile(
    r"(?i)\b(?:we ?chat|weixin|ali ?pay|khqr|aba|qr(?: code)?|cards?|credit|debit|visa|master ?card|union ?pay"
    r"|cash|bank|paypal|weather|rain|raining|rainy|sun|sunny|hot|heat|storm)\b"
    r"|微信|支付宝|支付寶|银行卡|銀行卡|信用卡|银联|銀聯|现金|現金|刷卡|扫码|掃碼|转账|轉賬|银行|銀行"
    r"|天气|天氣|下雨|雨天|大雨|雨季|太热|太熱|好热|很热|炎热|太晒"
    r"|ធនាគារ|កាត|សាច់ប្រាក់|លុយសុទ្ធ|ស្កេន|អាកាសធាតុ|ភ្លៀង|ក្តៅ|ក្ដៅ"
)


def kept_open(
    text: str,
    kind: str,
    refuses: Callable[[str], bool],
    refuses_own_action: Callable[[str], bool],
    normalise: Callable[[str], str],
) -> bool:
    """A message read as a no that is not a no to ``kind``'s quote (see the module's doc). ``refuses``: a
    clause read alone is a no; ``refuses_own_action``: a statement in the message refuses the quote's action."""
    if carries_contact(text):
        return not refuses_own_action(text)
    return not any(_refuses_the_quote(part, kind, refuses, normalise) for part in CLAUSE.findall(text))


def _refuses_the_quote(part: str, kind: str, refuses: Callable[[str], bool], normalise: Callable[[str], str]) -> bool:
    """Some clause of ``part`` (a span between punctuation; Chinese and Khmer clauses also end at spaces) states
    a refusal, and ``part`` names the quote's action or no other subject."""
    if not any(not _ASKS.search(c) and refuses(c) for c in clauses(part)):
        return False
    low = normalise(part)
    return names(low, kind) or not _ELSEWHERE.search(low)
