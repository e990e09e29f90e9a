"""One account of a paid booking's money, the same in every place (issue 37, relay 31 req 31 / 38 / 52).

The context read "total $532.0, amount paid $665.0 (net of refunds completed) = $532.00 + $133.00 refund on its
way" beside a booking with amount_paid, net_paid, paid_in_total and price_with_charges: each right, four "paid"
figures, easy to misquote as "you paid $665". The account says each concept once, in this order:

    paid in all X; coming back Y; refunded R; so you pay Z in the end = the trip's price P + K kept under the
    cancellation policy; still owed T (a top-up not paid yet)

where X - Y - R + T = Z = P + K (K: what DerLg keeps of freed prices and change fees, said only when K > 0; Y, R
and T only when above 0). When the parts the session knows do not add up, no sum is stated ("so ... = ..." is
left out): the figures are never forced to agree. Phrase data per language (EN, KH, ZH); pure, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

CENT = 0.005

# (EN, KH, ZH)
PAID_IN_ALL = ("paid in all ${x:.2f}", "បានបង់សរុប ${x:.2f}", "共已付 {x:.2f} 美元")
COMING_BACK = ("coming back ${y:.2f}", "ប្រាក់កំពុងសងត្រឡប់ ${y:.2f}", "退款途中 {y:.2f} 美元")
REFUNDED = ("refunded ${r:.2f}", "បានសងវិញរួច ${r:.2f}", "已退款 {r:.2f} 美元")
IN_THE_END = (
    "so the traveller pays ${z:.2f} in the end = the trip's price ${p:.2f}",
    "ដូច្នេះចុងក្រោយបង់ ${z:.2f} = តម្លៃដំណើរ ${p:.2f}",
    "因此最终支付 {z:.2f} 美元 = 行程价格 {p:.2f} 美元",
)
KEPT = (
    " + ${k:.2f} kept under the cancellation policy",
    " + ${k:.2f} រក្សាទុកតាមគោលការណ៍លុបចោល",
    " + 按取消政策保留的 {k:.2f} 美元",
)
# the date-change fees in K, named apart (relay 34 L665: "kept ... and change fees" with no fee ever charged)
FEES = (
    " + ${f:.2f} in date-change fees",
    " + ថ្លៃប្តូរកាលបរិច្ឆេទ ${f:.2f}",
    " + 改期费 {f:.2f} 美元",
)
OWED = (
    "still owed ${t:.2f} (a top-up not paid yet)",
    "នៅជំពាក់ ${t:.2f} (ប្រាក់បន្ថែមមិនទាន់បង់)",
    "尚欠 {t:.2f} 美元（补差价未付）",
)
# a refund on its way: the payment(s) it goes back to (sandbox/refund_to.py), in a tool result's account
GOES_BACK_TO = (" to {parts}", " ទៅការបង់ប្រាក់ {parts}", "，退回付款 {parts}")
# each payment as the traveller knows it (the booking payment or a top-up, its amount and day), never its internal id
BACK_PART = (
    "the booking payment of ${paid:.2f} on {day} (${a:.2f})",
    "ការបង់ប្រាក់កក់ ${paid:.2f} នៅថ្ងៃ {day} (${a:.2f})",
    "{day} 支付的预订款 {paid:.2f} 美元（{a:.2f} 美元）",
)
BACK_TOP_UP = (
    "the top-up of ${paid:.2f} on {day}{what} (${a:.2f})",
    "ប្រាក់បង់បន្ថែម ${paid:.2f} នៅថ្ងៃ {day}{what} (${a:.2f})",
    "{day}{what}支付的补差价 {paid:.2f} 美元（{a:.2f} 美元）",
)
# what a top-up paid for (its payment record: who joined, else its change's kinds), so a refund names whose it is
FOR_WHAT = (" for {w}", " សម្រាប់{w}", "为{w}")
PAID_FOR_WORDS = {
    "adult": ("an adult who joined", "មនុស្សពេញវ័យដែលបានចូលរួម", "加入的一位成人"),
    "child": ("a child aged {age} who joined", "កុមារអាយុ {age} ឆ្នាំដែលបានចូលរួម", "加入的一位 {age} 岁儿童"),
    "length": ("an added day", "ថ្ងៃបន្ថែម", "加的天数"),
    "activity": ("an add-on", "សកម្មភាពបន្ថែម", "附加活动"),
    "dates": ("a date change", "ការប្តូរកាលបរិច្ឆេទ", "改期"),
    "group": ("travellers joining", "អ្នកដំណើរចូលរួម", "旅客加入"),
}
# a netted quote's account is the one its yes makes (agent/result_money.py ``netted_after``)
ONCE_CONFIRMED = ("once this change is confirmed: ", "ពេលការផ្លាស់ប្តូរនេះត្រូវបានបញ្ជាក់៖ ", "此更改确认后：")
PART_SEPARATOR = (", ", ", ", "、")
SEPARATOR = ("; ", "; ", "；")
_COLUMN = {"EN": 0, "KH": 1, "ZH": 2}


@dataclass(frozen=True)
class Account:
    """X paid in all, Y coming back, R refunded, T still owed, P the trip's price, K kept (all USD), F of K
    date-change fees (the rest of K kept under the cancellation policy)."""

    paid_in_all: float
    coming_back: float
    refunded: float
    owed: float
    price: float
    kept: float
    fees: float = 0.0

    @property
    def in_the_end(self) -> float:
        return round(self.paid_in_all - self.coming_back - self.refunded + self.owed, 2)

    def adds_up(self) -> bool:
        return abs(self.in_the_end - (self.price + self.kept)) <= CENT


@dataclass(frozen=True)
class BackTo:
    """A payment a refund on its way goes back to: a top-up or the booking payment, what it paid, its day, what comes back."""

    top_up: bool
    paid: float
    day: str
    amount: float
    paid_for: tuple[str, ...] = ()  # who joined ("adult", "child:9") or the change's kinds ("length")


def _for_what(paid_for: Sequence[str], column: int) -> str:
    words = [
        PAID_FOR_WORDS[k.split(":")[0]][column].format(age=k.partition(":")[2])
        for k in paid_for
        if k.split(":")[0] in PAID_FOR_WORDS
    ]
    return FOR_WHAT[column].format(w=PART_SEPARATOR[column].join(words)) if words else ""


def said(account: Account, language: str, to: Sequence[BackTo] = ()) -> str:
    """The account in ``language`` (EN when not KH or ZH): each concept once, a sum only when it adds up;
    ``to``: the payments (as the traveller knows them) the refunds on their way go back to."""
    column = _COLUMN.get(language, 0)
    a = account
    parts = [PAID_IN_ALL[column].format(x=a.paid_in_all + 0.0)]  # + 0.0: never "$-0.00"
    if a.coming_back > CENT:
        named = PART_SEPARATOR[column].join(
            (BACK_TOP_UP if p.top_up else BACK_PART)[column].format(
                paid=p.paid, day=p.day, a=p.amount, what=_for_what(p.paid_for, column)
            )
            for p in to
        )
        back = GOES_BACK_TO[column].format(parts=named) if to else ""
        parts.append(COMING_BACK[column].format(y=a.coming_back) + back)
    if a.refunded > CENT:
        parts.append(REFUNDED[column].format(r=a.refunded))
    moved = a.coming_back > CENT or a.refunded > CENT or a.owed > CENT or a.kept > CENT
    if moved and a.adds_up():
        end = IN_THE_END[column].format(z=a.in_the_end, p=a.price)
        parts.append(end + kept_said(a.kept, a.fees, column))
    if a.owed > CENT:
        parts.append(OWED[column].format(t=a.owed))
    return SEPARATOR[column].join(parts)


def kept_said(kept: float, fees: float, column: int) -> str:
    """The kept part: "+ K kept under the cancellation policy + F in date-change fees", each only when not 0."""
    fees = min(max(fees, 0.0), max(kept, 0.0))
    policy_part = round(kept - fees, 2)
    return (KEPT[column].format(k=policy_part) if policy_part > CENT else "") + (
        FEES[column].format(f=fees) if fees > CENT else ""
    )


def ledger_account(
    amount_paid: Optional[float],
    completed: float,
    pending: float,
    owed: float,
    price: float,
    kept: float,
) -> Optional[Account]:
    """The account of a ledger whose ``amount_paid`` is net of the ``completed`` refunds (None: not known)."""
    if amount_paid is None:
        return None
    return Account(
        paid_in_all=round(amount_paid + completed, 2),
        coming_back=round(pending, 2),
        refunded=round(completed, 2),
        owed=round(owed, 2),
        price=round(price, 2),
        kept=round(kept, 2),
    )


def once_confirmed(language: str) -> str:
    """The label of an account as a quote's confirmation would leave it, in ``language``."""
    return ONCE_CONFIRMED[_COLUMN.get(language, 0)]
