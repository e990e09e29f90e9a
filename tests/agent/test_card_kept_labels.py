"""A booking card's kept lines name only what their figure holds (relay 34 L665: "Kept under the
cancellation policy and change fees" where no date-change fee was ever charged).

Over paid, moved and cancelled bookings whose charges hold any mix of kept parts and date-change fees,
the card says the policy's part as ``kept`` and the fees as ``change_fees``, each only when not 0, the two
adding up to all that was kept; the model's account (agent/money_account.py) names them the same way; the
page labels them in EN, KH and ZH, and no label names a part its line does not hold.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, strategies as st

from agent.booking_records import AfterPayment, RefundRecord
from agent.card_money import money_lines
from agent.money_account import Account, said

cents = st.decimals(min_value=0, max_value=2_000, places=2).map(float)
I18N = (Path(__file__).resolve().parents[2] / "api" / "static" / "i18n.js").read_text(encoding="utf-8")
FEE_WORDS = {"EN": "fee", "KH": "ថ្លៃ", "ZH": "费"}
ACCOUNT_FEES = {"EN": "date-change fees", "KH": "ថ្លៃប្តូរកាលបរិច្ឆេទ", "ZH": "改期费"}
ACCOUNT_POLICY = {"EN": "cancellation policy", "KH": "គោលការណ៍លុបចោល", "ZH": "取消政策"}


def _label(language: str, key: str) -> str:
    block = re.search(rf"\n  {language}: \{{(.*?)\n  \}},", I18N, re.S)
    assert block is not None, language
    found = re.search(rf"\b{key}: \"([^\"]*)\"", block.group(1))
    assert found is not None, (language, key)
    return found.group(1)


@given(
    policy_part=cents,
    fees=st.sampled_from([0.0, 15.0, 30.0, 90.0]),
    pending=cents,
    card=st.sampled_from(["paid", "moved", "cancelled"]),
    language=st.sampled_from(["EN", "KH", "ZH"]),
)
def test_each_kept_line_names_only_what_it_holds(
    policy_part: float, fees: float, pending: float, card: str, language: str
) -> None:
    whole = round(policy_part + fees, 2)
    book = AfterPayment(
        amount_paid_usd=1000.0,
        paid_in_total_usd=1000.0,
        charges_usd=whole,
        change_fees_usd=fees,
        kept_usd=whole if card == "cancelled" else None,
        refunds=[RefundRecord(refund_id="rf_1", amount_usd=pending)] if pending else [],
    )
    lines = money_lines(book, card)
    if whole <= 0 and pending <= 0:
        assert lines == {}
        return
    assert ("change_fees_usd" in lines) == (fees > 0)
    assert ("kept_usd" in lines) == (policy_part > 0)
    assert abs(lines.get("kept_usd", 0.0) + lines.get("change_fees_usd", 0.0) - whole) < 0.005
    # the labels: the policy's line never names a fee, the fees' line does, in every language
    assert FEE_WORDS[language] not in _label(language, "keptByDerlg")
    assert FEE_WORDS[language] in _label(language, "changeFeesKept")
    # the model's account says the same split, each part only when not 0
    text = said(Account(5000.0, pending, 0.0, 0.0, round(5000.0 - whole - pending, 2), whole, fees), language)
    if whole > 0:
        assert (ACCOUNT_FEES[language] in text) == (fees > 0), text
        assert (ACCOUNT_POLICY[language] in text) == (policy_part > 0), text
