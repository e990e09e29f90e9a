"""Khmer and Chinese for the payment facts (sandbox/data/payment_methods.py)."""

from __future__ import annotations

from sandbox.policy import (
    BASE_SAYS,
    KEPT_SAYS,
    NETTING_SAYS,
    NETTING_UNDONE,
    ONCE_PAID,
    PAID_SEPARATELY,
    PENDING_REFUND_RULE,
)
from sandbox.refund_to_words import (
    GOES_TO,
    GOES_TO_WHICH,
    JOINED_ADULT,
    JOINED_CHILD,
    PAID_FOR_BOOKING,
    PAID_FOR_TOP_UP,
    PART,
    PART_FOR_CHANGE,
    PART_REST,
    PART_TOP_UP,
    REFUND_TO_RULE,
    REFUND_WHICH,
)

# a change quote's two deadlines, each named (sandbox/quote_deadlines.py)
QUOTE_VALID = (
    "This price holds until {at} (ICT): the yes to this quote is needed by then. It is not a payment deadline."
)
# a failed payment's code stays payable while its hold lasts (checkPaymentStatus FAILED)
SAME_CODE = (
    "This attempt failed, but the same QR code can still be paid until {at} (ICT), as long as no new code is made: "
    "the traveller may scan it again, or you offer a new code, which replaces this one."
)
# a code made before a newer one for the same booking (checkPaymentStatus): never payable again
REPLACED_SAYS = (
    "This QR code was replaced by a newer one ({newer}): it can no longer be paid; only {newer} can be paid."
)
# a failed payment took no money: the QR card's own words (api/static/i18n.js ``qrFailed``, the same text in each
# language: tests/sandbox/test_failed_payment_not_charged.py), then the next step
NOT_CHARGED = "This payment did not go through: nothing was charged."
NEW_CODE_NEXT = "Nothing is owed for this attempt. To pay, the traveller scans a new QR code (generatePaymentQR)."
TOP_UP_DUE = (
    "Once confirmed, the {amount} USD top-up is paid within {hours} hours of the yes: by {at} (ICT) if confirmed now."
)

KH: dict[str, str] = {
    NOT_CHARGED: "ការបង់ប្រាក់នេះមិនបានសម្រេច៖ មិនមានការកាត់ប្រាក់ទេ។",
    NEW_CODE_NEXT: "មិនជំពាក់អ្វីសម្រាប់ការប៉ុនប៉ងនេះទេ។ ដើម្បីបង់ អ្នកដំណើរស្កេនកូដ QR ថ្មី (generatePaymentQR)។",
    SAME_CODE: "ការប៉ុនប៉ងនេះមិនបានសម្រេចទេ ប៉ុន្តែកូដ QR ដដែលនៅតែអាចបង់បានរហូតដល់ {at} (ម៉ោងកម្ពុជា) "
    "ដរាបណាមិនទាន់មានកូដថ្មី៖ អ្នកដំណើរអាចស្កេនវាម្តងទៀត ឬផ្តល់កូដថ្មីជូនគាត់ ដែលជំនួសកូដនេះ។",
    REPLACED_SAYS: "កូដ QR នេះត្រូវបានជំនួសដោយកូដថ្មី ({newer})៖ វាមិនអាចបង់បានទៀតទេ; មានតែ {newer} ទេដែលអាចបង់បាន។",
    QUOTE_VALID: "តម្លៃនេះមានសុពលភាពរហូតដល់ {at} (ម៉ោងកម្ពុជា)៖ ត្រូវយល់ព្រមលើសម្រង់តម្លៃនេះមុនពេលនោះ។ នេះមិនមែនជាថ្ងៃកំណត់បង់ប្រាក់ទេ។",
    TOP_UP_DUE: "ពេលបញ្ជាក់រួច ប្រាក់បន្ថែម {amount} ដុល្លារ ត្រូវបង់ក្នុងរយៈពេល {hours} ម៉ោង ក្រោយការយល់ព្រម៖ "
    "ត្រឹម {at} (ម៉ោងកម្ពុជា) ប្រសិនបើបញ្ជាក់ឥឡូវនេះ។",
    # sandbox/routes/bookings.py CANCEL_POLICY (cancelBooking of an unpaid reservation)
    "Reservations can be cancelled free of charge until payment is completed. "
    "Paid bookings: see previewCancellation (refund by days before travel).": "ការកក់ទុកអាចលុបចោលដោយឥតគិតថ្លៃ រហូតដល់ការបង់ប្រាក់បានបញ្ចប់។ "
    "ការកក់ដែលបានបង់ប្រាក់៖ ប្រាក់សងវិញតាមចំនួនថ្ងៃមុនការធ្វើដំណើរ។",
    # sandbox/policy.py CANCELLATION_POLICY (previewBooking tells it before the yes)
    "Paid bookings: cancelled 30 or more days before the travel date (Cambodia time) = 100% refund; 7-29 days before = 50% refund; less than 7 days before = no refund. Not possible on or after the travel date. Refunds go back to the account that paid, by the payment method it paid with (when a friend paid, the refund goes to the friend), within 5 days.": "ការកក់ដែលបានបង់ប្រាក់៖ លុបចោល ៣០ ថ្ងៃ ឬច្រើនជាងនេះ មុនថ្ងៃធ្វើដំណើរ (ម៉ោងកម្ពុជា) = សងប្រាក់វិញ ១០០%; ៧-២៩ ថ្ងៃមុន = សងវិញ ៥០%; តិចជាង ៧ ថ្ងៃមុន = មិនសងវិញទេ។ មិនអាចលុបចោលនៅថ្ងៃធ្វើដំណើរ ឬក្រោយនោះបានទេ។ ប្រាក់សងវិញត្រឡប់ទៅគណនីដែលបានបង់ តាមមធ្យោបាយបង់ប្រាក់ដែលគណនីនោះបានប្រើ (បើមិត្តភក្តិបានបង់ជំនួស ប្រាក់សងវិញទៅមិត្តភក្តិនោះ) ក្នុងរយៈពេល ៥ ថ្ងៃ។",
    "any other Bakong-member app in Cambodia": "កម្មវិធីផ្សេងទៀតនៅកម្ពុជាដែលជាសមាជិកបាគង",
    # the apps by their brand, the rest of the name in Khmer; foreign wallets as Khmer readers say them
    "ABA Mobile": "កម្មវិធីទូរស័ព្ទ ABA",
    "ACLEDA mobile": "កម្មវិធីទូរស័ព្ទ ACLEDA",
    "Wing Bank": "ធនាគារ Wing",
    "Alipay": "អាលីប៉េ",
    "WeChat Pay": "វីឆាតផេ",
    "UnionPay": "យូនៀនផេ",
    "Someone with a Cambodian bank app can scan it for them, or ask DerLg support.": "នរណាម្នាក់ដែលមានកម្មវិធីធនាគារកម្ពុជា "
    "អាចស្កេនជំនួសបាន ឬសូមសួរផ្នែកជំនួយ DerLg។",
    "The bank declined the payment.": "ធនាគារបានបដិសេធការបង់ប្រាក់។",
    "Ask the traveller to check their banking app or try another Bakong-member app, then offer "
    "a new QR code (generatePaymentQR); no new booking is needed while the hold lasts.": "សូមឱ្យលោក/លោកស្រីពិនិត្យកម្មវិធីធនាគារ "
    "ឬសាកល្បងកម្មវិធីសមាជិកបាគងផ្សេង រួចផ្ដល់កូដ QR ថ្មី (generatePaymentQR)។ មិនចាំបាច់កក់ថ្មីទេ ពេលការរក្សាទុកនៅមាន។",
    "The account did not have enough money for this payment.": "គណនីមិនមានប្រាក់គ្រប់គ្រាន់សម្រាប់ការបង់នេះទេ។",
    "Ask the traveller to top up their account or pay from another Bakong-member app, then offer "
    "a new QR code (generatePaymentQR).": "សូមឱ្យលោក/លោកស្រីបញ្ចូលប្រាក់ក្នុងគណនី ឬបង់ពីកម្មវិធីសមាជិកបាគងផ្សេង រួចផ្ដល់កូដ QR ថ្មី (generatePaymentQR)។",
    "The QR code was scanned with an app that cannot pay KHQR codes (a foreign wallet or bank app).": "កូដ QR "
    "ត្រូវបានស្កេនដោយកម្មវិធីដែលមិនអាចបង់កូដ KHQR (កាបូបអេឡិចត្រូនិក ឬកម្មវិធីធនាគារបរទេស)។",
    "Tell the traveller which apps can pay (payable_with of generatePaymentQR) and that foreign "
    "wallets cannot; someone with a Cambodian bank app can scan it, or DerLg support can help.": "ប្រាប់លោក/លោកស្រីពីកម្មវិធីដែលអាចបង់បាន "
    "(payable_with នៃ generatePaymentQR) ហើយថាកាបូបបរទេសមិនអាចបង់បានទេ៖ នរណាម្នាក់ដែលមានកម្មវិធីធនាគារកម្ពុជាអាចស្កេនជំនួស ឬផ្នែកជំនួយ DerLg អាចជួយ។",
    "The payment was not completed in the banking app in time.": "ការបង់ប្រាក់មិនបានបញ្ចប់ក្នុងកម្មវិធីធនាគារទាន់ពេលទេ។",
    "Offer a new QR code (generatePaymentQR) and ask the traveller to finish the payment in the app.": "ផ្ដល់កូដ QR ថ្មី (generatePaymentQR) "
    "ហើយសូមឱ្យលោក/លោកស្រីបញ្ចប់ការបង់ប្រាក់ក្នុងកម្មវិធី។",
    PAID_SEPARATELY: "ប្រាក់សងវិញ {amount} ដុល្លារ កំពុងផ្ញើទៅគណនីដែលបានបង់វា។ ប្រាក់បន្ថែមនេះបង់ដាច់ដោយឡែក "
    "លើកលែងតែអ្នកដំណើរស្នើសុំកាត់វាពីប្រាក់សងវិញនោះ ហើយគណនីតែមួយបានបង់ទាំងពីរ។",
    # sandbox/policy.py NETTING_SAYS (a quote netting a pending refund against its top-up, at the traveller's choice)
    NETTING_SAYS: "ប្រាក់បន្ថែម {top_up} ដុល្លារ - ប្រាក់សងវិញដែលកំពុងផ្ញើ {netted} ដុល្លារ ដែលបានកាត់កង "
    "= {to_pay} ដុល្លារ ត្រូវបង់។ ប្រាក់សងវិញដែលនៅតែកំពុងផ្ញើ៖ {left} ដុល្លារ។",
    NETTING_UNDONE: "ប្រសិនបើប្រាក់បន្ថែម {to_pay} ដុល្លារ មិនត្រូវបានបង់ទាន់ពេល ឬការផ្លាស់ប្តូរត្រូវបានដកវិញ ការផ្លាស់ប្តូរនឹងត្រូវលុបចោល "
    "ហើយ {netted} ដុល្លារ ត្រឡប់ទៅប្រាក់សងវិញដែលកំពុងផ្ញើវិញ។",
    # sandbox/policy.py PENDING_REFUND_RULE (every reschedule quote while a refund is on its way: it stays whole)
    PENDING_REFUND_RULE: "ប្រាក់សងវិញដែលកំពុងផ្ញើមក រក្សាចំនួនទឹកប្រាក់របស់វា ហើយផ្ញើទៅគណនីដែលបានបង់ប្រាក់។ "
    "ការផ្លាស់ប្តូរក្រោយមកដែលត្រូវបង់ប្រាក់ ត្រូវបង់ជាប្រាក់បន្ថែមដាច់ដោយឡែក (តម្លៃ និងកូដ QR ផ្ទាល់ខ្លួន) "
    "ហើយកាត់ពីប្រាក់សងវិញនោះបាន លុះត្រាតែអ្នកដំណើរស្នើសុំ ហើយគណនីតែមួយបានបង់ទាំងពីរ។",
    # sandbox/policy.py MOVED_BOOKING_RULE (previewCancellation states it)
    "After a change the refund tier counts from the earlier of the booking's original travel date and its current one: moving a trip later never raises the refund, moving it close to the date lowers it while the booking stays on that date. An unpaid top-up is withdrawn by a cancellation and never refunded.": "បន្ទាប់ពីការផ្លាស់ប្តូរ កម្រិតសងប្រាក់វិញរាប់ពីថ្ងៃធ្វើដំណើរដើម ឬថ្ងៃធ្វើដំណើរបច្ចុប្បន្ន ថ្ងៃណាដែលឆាប់ជាង៖ ការប្តូរដំណើរទៅថ្ងៃក្រោយ មិនដែលបង្កើនប្រាក់សងវិញទេ ហើយការប្តូរទៅជិតថ្ងៃធ្វើដំណើរ បន្ថយវា ដរាបណាការកក់នៅលើថ្ងៃនោះ។ ប្រាក់បន្ថែមដែលមិនទាន់បង់ ត្រូវដកចេញពេលលុបចោល ហើយមិនសងវិញទេ។",
    # sandbox/policy.py: the refund terms a change's cost falls under (refund_terms_of_amount_due.says)
    ONCE_PAID: "ពេលបង់រួច ប្រាក់ {amount} ដុល្លារនេះ ស្ថិតក្រោមលក្ខខណ្ឌសងប្រាក់វិញនៃការកក់៖ បើលុបចោលថ្ងៃនេះ "
    "នឹងបានសងវិញ {pct}% នៃប្រាក់នេះ ({back} ដុល្លារ); refund_schedule ប្រាប់ថាពេលណាវាថយចុះ។",
    # sandbox/cancel_base.py: the base a cancellation's percentage applies to (previewCancellation)
    BASE_SAYS: "{pct}% នៃតម្លៃដំណើរ {base} ដុល្លារ = {refund} ដុល្លារ។",
    KEPT_SAYS: "ប្រាក់ {kept} ដុល្លារ ដែលបានរក្សាទុកពីមុនសម្រាប់{change} នៅថ្ងៃ {on} មិនត្រូវសងវិញម្តងទៀតទេ។",
    # sandbox/policy.py: which payment a refund goes back to (sandbox/refund_to.py)
    REFUND_TO_RULE: "ប្រាក់សងវិញត្រឡប់ទៅមុនគេ ទៅការបង់ប្រាក់ដែលបានបង់សម្រាប់អ្វីដែលវាដោះលែង នីមួយៗតាមចំណែករបស់វា "
    "(ការលុបចោល៖ ការបង់ប្រាក់នីមួយៗ ចំណែកនៃអ្វីដែលវានៅសល់; អ្នកដំណើរចាកចេញ៖ ការបង់ប្រាក់ដែលបានបង់សម្រាប់គាត់ ការបង់ប្រាក់កក់ ឬប្រាក់បង់បន្ថែមនៃការចូលរួមរបស់គាត់ "
    "និងប្រាក់បន្ថែមសម្រាប់ថ្ងៃបន្ថែម ឬសកម្មភាពបន្ថែមដែលបានបង់ពេលគាត់នៅក្នុងក្រុម នីមួយៗតាមសមាមាត្រនៃអ្វីដែលវាបានបង់សម្រាប់គាត់ មិនដែលទៅការបង់ប្រាក់សម្រាប់តែអ្នកដំណើរផ្សេងទេ; "
    "ដំណើរខ្លីជាងមុន៖ ថ្ងៃរបស់អ្នកដំណើរម្នាក់ៗ ទៅការបង់ប្រាក់ដែលបានបង់សម្រាប់វា ប្រាក់បន្ថែមសម្រាប់ថ្ងៃបន្ថែមដែលបានបង់ពេលគាត់នៅក្នុងក្រុម ឬការបង់ប្រាក់របស់គាត់ផ្ទាល់) "
    "មានតែប្រាក់ដែលនៅសល់ប៉ុណ្ណោះ ទៅការបង់ប្រាក់ផ្សេងទៀត តាមមធ្យោបាយដែលការបង់នីមួយៗបានបង់។",
    GOES_TO: "{parts}៖ ត្រឡប់ទៅគណនី និងមធ្យោបាយដែលបានបង់នីមួយៗ",
    GOES_TO_WHICH: "{which}៖ {goes}",
    REFUND_WHICH["change"]: "ប្រាក់សងវិញនៃការផ្លាស់ប្តូរនេះ {amount} ដុល្លារ",
    REFUND_WHICH["cancellation"]: "ប្រាក់សងវិញនៃការលុបចោលនេះ {amount} ដុល្លារ",
    REFUND_WHICH["if_cancelled"]: "បើលុបចោលថ្ងៃនេះ ប្រាក់សងវិញ {amount} ដុល្លារ",
    PART: "ការបង់ប្រាក់កក់ {paid} ដុល្លារ នៅថ្ងៃ {day} (សងវិញ {amount} ដុល្លារ)",
    PART_TOP_UP: "ប្រាក់បង់បន្ថែមសម្រាប់{what} {paid} ដុល្លារ នៅថ្ងៃ {day} (សងវិញ {amount} ដុល្លារ)",
    PART_FOR_CHANGE: "ការផ្លាស់ប្តូរ",
    JOINED_ADULT: "មនុស្សពេញវ័យដែលបានចូលរួម",
    JOINED_CHILD: "កុមារអាយុ {age} ឆ្នាំដែលបានចូលរួម",
    PART_REST: "ប្រាក់ដែលនៅសល់ ទៅ{part}",
    PAID_FOR_BOOKING: "ការកក់សម្រាប់ {who}",
    PAID_FOR_TOP_UP: "ប្រាក់បង់បន្ថែមសម្រាប់{what} នៅថ្ងៃ {day}",
}

ZH: dict[str, str] = {
    NOT_CHARGED: "此次付款未成功：未扣款。",
    NEW_CODE_NEXT: "这次尝试不欠任何款项。要付款，请旅客扫描新的二维码（generatePaymentQR）。",
    SAME_CODE: "这次付款未成功；在发出新的二维码之前，同一个二维码在 {at}（柬埔寨时间）前仍可支付：旅客可以再扫一次，"
    "或由您提供新的二维码（新码发出后此码作废）。",
    REPLACED_SAYS: "此二维码已被更新的二维码（{newer}）取代，不能再支付；只有 {newer} 可以支付。",
    QUOTE_VALID: "此价格有效至 {at}（柬埔寨时间）：需在此之前同意本报价。这不是付款截止时间。",
    TOP_UP_DUE: "确认后，{amount} 美元的补款须在同意后 {hours} 小时内支付：如现在确认，则在 {at}（柬埔寨时间）之前。",
    # sandbox/routes/bookings.py CANCEL_POLICY (cancelBooking of an unpaid reservation)
    "Reservations can be cancelled free of charge until payment is completed. "
    "Paid bookings: see previewCancellation (refund by days before travel).": "预订在付款完成前可免费取消。已付款的预订按出发前的天数退款。",
    "Paid bookings: cancelled 30 or more days before the travel date (Cambodia time) = 100% refund; 7-29 days before = 50% refund; less than 7 days before = no refund. Not possible on or after the travel date. Refunds go back to the account that paid, by the payment method it paid with (when a friend paid, the refund goes to the friend), within 5 days.": "已付款的预订：出行日期（柬埔寨时间）前30天或更早取消，全额退款（100%）；提前7-29天取消，退款50%；不足7天取消，不予退款。出行当天及之后不可取消。退款在5天内按原付款方式退回付款的账户（如由朋友代付，退款将退给该朋友）。",
    "any other Bakong-member app in Cambodia": "柬埔寨其他任何支持 KHQR 的银行应用",
    # the apps by their brand, the rest of the name in Chinese; foreign wallets by their Chinese names
    "ABA Mobile": "ABA 手机银行",
    "ACLEDA mobile": "ACLEDA 手机银行",
    "Wing Bank": "Wing 银行",
    "Alipay": "支付宝",
    "WeChat Pay": "微信支付",
    "UnionPay": "银联",
    "Someone with a Cambodian bank app can scan it for them, or ask DerLg support.": "可请有柬埔寨银行应用的人代为扫码，"
    "或咨询 DerLg 客服。",
    "The bank declined the payment.": "银行拒绝了这笔付款。",
    "Ask the traveller to check their banking app or try another Bakong-member app, then offer "
    "a new QR code (generatePaymentQR); no new booking is needed while the hold lasts.": "请旅客检查银行应用或换用其他支持 "
    "KHQR 的银行应用，然后提供新的二维码（generatePaymentQR）；保留期内无需重新预订。",
    "The account did not have enough money for this payment.": "账户余额不足以支付这笔款项。",
    "Ask the traveller to top up their account or pay from another Bakong-member app, then offer "
    "a new QR code (generatePaymentQR).": "请旅客为账户充值或用其他支持 KHQR 的银行应用付款，然后提供新的二维码（generatePaymentQR）。",
    "The QR code was scanned with an app that cannot pay KHQR codes (a foreign wallet or bank app).": "二维码是用"
    "无法支付 KHQR 码的应用（外国钱包或外国银行应用）扫描的。",
    "Tell the traveller which apps can pay (payable_with of generatePaymentQR) and that foreign "
    "wallets cannot; someone with a Cambodian bank app can scan it, or DerLg support can help.": "告诉旅客哪些应用可以付款"
    "（generatePaymentQR 的 payable_with），外国钱包不行；可请有柬埔寨银行应用的人代扫，或由 DerLg 客服协助。",
    "The payment was not completed in the banking app in time.": "未能在银行应用中及时完成付款。",
    "Offer a new QR code (generatePaymentQR) and ask the traveller to finish the payment in the app.": "提供新的二维码（generatePaymentQR），请旅客在应用中完成付款。",
    PAID_SEPARATELY: "{amount} 美元的退款正在退回原付款账户；本次补款另行支付，除非旅客要求从该退款中抵扣且两笔款项由同一账户支付。",
    # sandbox/policy.py NETTING_SAYS (a quote netting a pending refund against its top-up, at the traveller's choice)
    NETTING_SAYS: "补款 {top_up} 美元 - 抵扣正在退回的退款 {netted} 美元 = 需支付 {to_pay} 美元；仍在退回的退款：{left} 美元。",
    NETTING_UNDONE: "如果 {to_pay} 美元的补款未按时支付或更改被撤回，该更改将被撤销，{netted} 美元会回到正在退回的退款中。",
    # sandbox/policy.py PENDING_REFUND_RULE (every reschedule quote while a refund is on its way: it stays whole)
    PENDING_REFUND_RULE: "正在退回的退款金额不变，并退回原付款账户；之后需要付费的更改作为单独的补款支付（单独报价和二维码），"
    "只有在旅客要求且两笔款项由同一账户支付时，才从该退款中抵扣。",
    # sandbox/policy.py MOVED_BOOKING_RULE (previewCancellation states it)
    "After a change the refund tier counts from the earlier of the booking's original travel date and its current one: moving a trip later never raises the refund, moving it close to the date lowers it while the booking stays on that date. An unpaid top-up is withdrawn by a cancellation and never refunded.": "更改后，退款档位按原出行日期和当前出行日期中较早的一个计算：把行程改晚永远不会提高退款，改到临近出行日期会降低退款，直到预订改离该日期为止。未支付的补差价在取消时撤回，不予退款。",
    # sandbox/policy.py: the refund terms a change's cost falls under (refund_terms_of_amount_due.says)
    ONCE_PAID: "支付后，这 {amount} 美元适用本预订的退款条款：今天取消可退还其中的 {pct}%（{back} 美元）；"
    "refund_schedule 说明何时降低。",
    # sandbox/cancel_base.py: the base a cancellation's percentage applies to (previewCancellation)
    BASE_SAYS: "行程价格 {base} 美元的 {pct}% = {refund} 美元。",
    KEPT_SAYS: "{on} {change}时已扣留的 {kept} 美元不再退还。",
    # sandbox/policy.py: which payment a refund goes back to (sandbox/refund_to.py)
    REFUND_TO_RULE: "退款先退回为所释放部分付款的那几笔付款，各退其份（取消：每笔付款按其尚余金额各退其份；"
    "有旅客离开：为其付款的那笔，即预订款或其本人加入时的补款，以及其在团期间支付的加天或附加活动补款，按每笔为其所付金额的比例，绝不退到只为他人付的款；"
    "行程缩短：每位旅客的那天退回为其付款的那笔，即其在团期间支付的加天补款或其本人的付款），只有余下部分才退回其他付款，按各自的原付款方式退回。",
    GOES_TO: "{parts}：退回支付各笔款项的账户和付款方式",
    GOES_TO_WHICH: "{which}：{goes}",
    REFUND_WHICH["change"]: "本次更改的退款 {amount} 美元",
    REFUND_WHICH["cancellation"]: "本次取消的退款 {amount} 美元",
    REFUND_WHICH["if_cancelled"]: "如今天取消，退款 {amount} 美元",
    PART: "{day} 支付的预订款 {paid} 美元（退回 {amount} 美元）",
    PART_TOP_UP: "{day} 为{what}支付的补差价 {paid} 美元（退回 {amount} 美元）",
    PART_FOR_CHANGE: "更改",
    JOINED_ADULT: "加入的一位成人",
    JOINED_CHILD: "加入的一位 {age} 岁儿童",
    PART_REST: "余下部分退回{part}",
    PAID_FOR_BOOKING: "{who}的预订付款",
    PAID_FOR_TOP_UP: "{day} 为{what}支付的补差价",
}
