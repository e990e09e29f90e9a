"""Every fixed sentence of the scripted model, in English, Khmer and Simplified Chinese.

Questions are single sentences with exactly one question mark, so one message never asks two
things. The dialogue recognises which question it asked last by looking for these exact texts
(``QUESTION_KEYS``) in its previous message.
"""

from __future__ import annotations

from typing import Any

from activities.models.scripted.phrases_booking import BOOKING_PHRASES

PHRASES: dict[str, dict[str, str]] = {
    "demo_note": {
        "EN": "(Offline demo model — answers are scripted.)",
        "KH": "(ម៉ូដែលសាកល្បងក្រៅបណ្តាញ — ចម្លើយត្រូវបានសរសេរទុកជាមុន។)",
        "ZH": "（离线演示模型——回答均为预设脚本。）",
    },
    "greeting": {
        "EN": "Hello! I'm your DerLg travel concierge for Cambodia.",
        "KH": "សួស្តី! ខ្ញុំជាអ្នកជំនួយការធ្វើដំណើររបស់ DerLg សម្រាប់ប្រទេសកម្ពុជា។",
        "ZH": "您好！我是 DerLg 柬埔寨旅行顾问。",
    },
    "noted": {
        "EN": "Got it, thanks.",
        "KH": "យល់ហើយ សូមអរគុណ។",
        "ZH": "好的，谢谢。",
    },
    # ------------------------------------------------------------------ discovery questions
    "ask_mood": {
        "EN": "What kind of trip are you in the mood for — relaxing, adventurous, romantic, cultural, or a family trip?",
        "KH": "តើអ្នកចង់បានដំណើរបែបណា — សម្រាកលំហែ ផ្សងព្រេង រ៉ូមែនទិក ស្វែងយល់វប្បធម៌ ឬដំណើរកម្សាន្តជាមួយគ្រួសារ?",
        "ZH": "这次您想要什么样的旅行——放松、冒险、浪漫、文化探索，还是家庭出游？",
    },
    "ask_environment": {
        "EN": "What kind of place are you dreaming of — beach, mountains, city, forest, islands, or temples?",
        "KH": "តើអ្នកចង់ទៅកន្លែងបែបណា — ឆ្នេរសមុទ្រ ភ្នំ ទីក្រុង ព្រៃឈើ កោះ ឬប្រាសាទ?",
        "ZH": "您想去什么样的地方——海滩、山区、城市、森林、海岛，还是寺庙？",
    },
    "ask_duration_days": {
        "EN": "How many days would you like the trip to last?",
        "KH": "តើអ្នកចង់ធ្វើដំណើររយៈពេលប៉ុន្មានថ្ងៃ?",
        "ZH": "您计划旅行几天？",
    },
    "ask_people_count": {
        "EN": "How many people will be travelling?",
        "KH": "តើមានមនុស្សប៉ុន្មាននាក់នឹងធ្វើដំណើរ?",
        "ZH": "一共有几位出行？",
    },
    "ask_budget": {
        "EN": "What is your budget per person, in US dollars?",
        "KH": "តើថវិការបស់អ្នកប៉ុន្មានដុល្លារក្នុងម្នាក់?",
        "ZH": "您每人的预算是多少美元？",
    },
    "ask_budget_anchors": {
        "EN": "Happy to find something that fits — are you thinking under $50, $50-$150, or $150+ per person?",
        "KH": "ខ្ញុំរីករាយនឹងស្វែងរកជម្រើសដែលសមរម្យ — តើអ្នកគិតថា ក្រោម $50, $50-$150 ឬ $150+ ក្នុងម្នាក់?",
        "ZH": "我来帮您找合适的——您考虑的是每人 $50 以下、$50-$150，还是 $150 以上？",
    },
    "ask_budget_in_dollars": {  # a currency the budget table does not know: asked once, in dollars
        "EN": "I don't have an exchange rate for {currency}, sorry. Roughly what is your budget per person in US dollars?",
        "KH": "សូមទោស ខ្ញុំមិនមានអត្រាប្តូរប្រាក់សម្រាប់ {currency} ទេ។ តើថវិការបស់អ្នកប្រហែលប៉ុន្មានដុល្លារអាមេរិកក្នុងម្នាក់?",
        "ZH": "抱歉，我没有{currency}的汇率。您每人的预算大约是多少美元？",
    },
    "ask_departure_city": {
        "EN": "Which city will you be leaving from?",
        "KH": "តើអ្នកនឹងចេញដំណើរពីទីក្រុងណា?",
        "ZH": "您将从哪个城市出发？",
    },
    "ask_conflict": {
        "EN": "Those two usually go in different directions — which matters more to you, the budget or the quality of experience?",
        "KH": "ចំណុចទាំងពីរនេះជាធម្មតាមិនស៊ីគ្នាទេ — តើអ្វីសំខាន់ជាងសម្រាប់អ្នក ថវិកា ឬគុណភាពនៃបទពិសោធន៍?",
        "ZH": "这两点通常难以兼得——对您来说，预算和体验品质哪个更重要？",
    },
    "conflict_intro": {
        "EN": "You mentioned a luxury experience with a budget of up to ${budget} per person.",
        "KH": "អ្នកបាននិយាយអំពីបទពិសោធន៍ប្រណីត ជាមួយថវិកាត្រឹម ${budget} ក្នុងម្នាក់។",
        "ZH": "您提到想要豪华体验，但每人预算最多 ${budget}。",
    },
    # ------------------------------------------------------------------ suggestion / exploration
    "present_intro": {
        "EN": "Here are 3 trips that match what you told me:",
        "KH": "នេះគឺជាដំណើរកម្សាន្តចំនួន 3 ដែលត្រូវនឹងអ្វីដែលអ្នកបានប្រាប់ខ្ញុំ៖",
        "ZH": "根据您的需求，为您推荐以下 3 个行程：",
    },
    "present_cards": {  # the trips are on cards below the text (issue 38: not a second list)
        "EN": "Here are {n} trips for what you told me, on the cards below.",
        "KH": "នេះគឺជាដំណើរកម្សាន្តចំនួន {n} សម្រាប់អ្វីដែលអ្នកបានប្រាប់ខ្ញុំ នៅលើកាតខាងក្រោម។",
        "ZH": "根据您的需求，为您找到 {n} 个行程，详见下方卡片。",
    },
    "option_misses": {
        "EN": "Option {n}: {notes}.",
        "KH": "ជម្រើសទី {n}៖ {notes}។",
        "ZH": "选项 {n}：{notes}。",
    },
    "trip_line": {
        "EN": "{n}. {name} — {tagline}\n   {region} · ${price} per person · {days} days\n   Highlights: {highlights}",
        "KH": "{n}. {name} — {tagline}\n   {region} · ${price} ក្នុងម្នាក់ · {days} ថ្ងៃ\n   ចំណុចលេចធ្លោ៖ {highlights}",
        "ZH": "{n}. {name} — {tagline}\n   {region} · 每人 ${price} · {days} 天\n   亮点：{highlights}",
    },
    "sent_twice_cards": {
        "EN": "That message came through twice: the trips for it are on the cards above.",
        "KH": "សារនោះបានផ្ញើមកពីរដង៖ ដំណើរកម្សាន្តសម្រាប់វា នៅលើកាតខាងលើ។",
        "ZH": "这条消息发了两次：对应的行程就在上面的卡片里。",
    },
    "present_invite": {
        "EN": "Would you like to see the itinerary, photos, hotel details, or compare these options?",
        "KH": "តើអ្នកចង់មើលកម្មវិធីដំណើរ រូបថត ព័ត៌មានសណ្ឋាគារ ឬប្រៀបធៀបជម្រើសទាំងនេះទេ?",
        "ZH": "您想查看行程安排、照片、酒店详情，还是比较这几个选项？",
    },
    "no_trips": {
        "EN": "I couldn't find trips matching all of that. Would a different budget range work for you?",
        "KH": "ខ្ញុំរកមិនឃើញដំណើរដែលត្រូវនឹងលក្ខខណ្ឌទាំងអស់នោះទេ។ តើជួរថវិកាផ្សេងអាចប្រើបានទេ?",
        "ZH": "没有找到完全符合条件的行程。换一个预算范围可以吗？",
    },
    "ask_what_didnt_fit": {
        "EN": "Sorry those didn't hit the mark — what didn't fit: the price, the kind of place, or the length of the trip?",
        "KH": "សូមអភ័យទោស — តើអ្វីដែលមិនត្រូវចិត្ត៖ តម្លៃ ប្រភេទកន្លែង ឬរយៈពេលដំណើរ?",
        "ZH": "抱歉这些不太合适——是哪里不合适：价格、目的地类型，还是行程天数？",
    },
    "ask_which_trip": {
        "EN": "Which option would you like — the first, the second or the third?",
        "KH": "តើអ្នកចង់បានជម្រើសមួយណា — ទីមួយ ទីពីរ ឬទីបី?",
        "ZH": "您想选哪一个——第一个、第二个还是第三个？",
    },
    "itinerary_intro": {
        "EN": "Here is the day-by-day plan for {name} ({days} days, ${price} per person):",
        "KH": "នេះគឺជាកម្មវិធីប្រចាំថ្ងៃសម្រាប់ {name} ({days} ថ្ងៃ, ${price} ក្នុងម្នាក់)៖",
        "ZH": "这是 {name} 的每日行程（{days} 天，每人 ${price}）：",
    },
    "day_line": {
        "EN": "Day {day} — {title}: {activities}",
        "KH": "ថ្ងៃទី {day} — {title}: {activities}",
        "ZH": "第 {day} 天 — {title}：{activities}",
    },
    "explore_invite": {
        "EN": "Would you like to see photos, hotel details, the weather, or book this trip?",
        "KH": "តើអ្នកចង់មើលរូបថត ព័ត៌មានសណ្ឋាគារ អាកាសធាតុ ឬកក់ដំណើរនេះទេ?",
        "ZH": "您想看看照片、酒店详情、天气，还是预订这个行程？",
    },
    "images_intro": {
        "EN": "Here are some photos of {name}:",
        "KH": "នេះគឺជារូបថតមួយចំនួនរបស់ {name}៖",
        "ZH": "这是 {name} 的一些照片：",
    },
    "hotel_line": {
        "EN": "{name} ({stars}★, rated {rating}) in {region}. Amenities: {amenities}.",
        "KH": "{name} ({stars}★, ពិន្ទុ {rating}) នៅ {region}។ សេវាកម្ម៖ {amenities}។",
        "ZH": "{name}（{stars}★，评分 {rating}），位于 {region}。设施：{amenities}。",
    },
    "weather_line": {
        "EN": "Weather in {destination} on {date}: {condition}, {tmin}–{tmax}°C, {rain}% chance of rain. {advice}",
        "KH": "អាកាសធាតុនៅ {destination} {date}៖ {condition}, {tmin}–{tmax}°C, ឱកាសភ្លៀង {rain}%។ {advice}",
        "ZH": "{destination} {date} 天气：{condition}，{tmin}–{tmax}°C，降雨概率 {rain}%。{advice}",
    },
    "compare_intro": {
        "EN": "Here they are side by side on the card below.",
        "KH": "ការប្រៀបធៀបជម្រើសទាំងនេះ មាននៅលើកាតខាងក្រោម។",
        "ZH": "各选项的并排比较见下方卡片。",
    },
    "ask_pick_after_compare": {
        "EN": "Which one would you like to look at more closely?",
        "KH": "តើអ្នកចង់មើលជម្រើសមួយណាឱ្យបានលម្អិត?",
        "ZH": "您想进一步了解哪一个？",
    },
    # ------------------------------------------------------------------ customization
    "ask_add_quote": {
        "EN": "With {what}, the total comes to ${total} for {people} (${pp} per person) — shall I add it to your trip?",
        "KH": "ជាមួយ {what} តម្លៃសរុបគឺ ${total} សម្រាប់ {people} នាក់ (${pp} ក្នុងម្នាក់) — តើខ្ញុំបន្ថែមវាទៅក្នុងដំណើររបស់អ្នកឬទេ?",
        "ZH": "加上{what}后，{people} 人总价为 ${total}（每人 ${pp}）——要为您加上吗？",
    },
    "ask_over_budget": {
        "EN": "Adding {what} brings the total to ${total}, which is above your ${budget} budget. Would you like to proceed anyway, or skip this add-on?",
        "KH": "ការបន្ថែម {what} ធ្វើឱ្យតម្លៃសរុបដល់ ${total} ដែលលើសថវិកា ${budget} របស់អ្នក។ តើអ្នកចង់បន្តទៀត ឬរំលងការបន្ថែមនេះ?",
        "ZH": "加上{what}后总价为 ${total}，超出了您 ${budget} 的预算。您想继续，还是跳过这个附加项？",
    },
    "customized": {
        "EN": "Done — {name} now includes {what}, at ${pp} per person. Are you ready to book, or is there anything else to change?",
        "KH": "រួចរាល់ — {name} ឥឡូវមាន {what} ក្នុងតម្លៃ ${pp} ក្នុងម្នាក់។ តើអ្នករួចរាល់ដើម្បីកក់ ឬចង់ផ្លាស់ប្តូរអ្វីផ្សេងទៀត?",
        "ZH": "好了——{name} 现已包含{what}，每人 ${pp}。现在预订，还是还想调整别的？",
    },
    "skipped_addon": {
        "EN": "No problem, I've left it out. What would you like to do next?",
        "KH": "មិនអីទេ ខ្ញុំមិនបន្ថែមវាទេ។ តើអ្នកចង់ធ្វើអ្វីបន្ទាប់?",
        "ZH": "没问题，不加了。接下来您想做什么？",
    },
    "discount_ok": {
        "EN": "Code {code} applied: {pct}% off — the new total is ${total}.",
        "KH": "លេខកូដ {code} ត្រូវបានអនុវត្ត៖ បញ្ចុះ {pct}% — តម្លៃសរុបថ្មីគឺ ${total}។",
        "ZH": "优惠码 {code} 已生效：优惠 {pct}%，新总价 ${total}。",
    },
    "discount_bad": {
        "EN": "Sorry, that code can't be used: {message}",
        "KH": "សូមអភ័យទោស លេខកូដនោះមិនអាចប្រើបានទេ៖ {message}",
        "ZH": "抱歉，该优惠码无法使用：{message}",
    },
    "negotiate": {
        "EN": "I understand wanting the best deal! I can't change the package price, but we could remove an add-on, adjust the group size, or apply a discount code if you have one — which would you prefer?",
        "KH": "ខ្ញុំយល់ថាអ្នកចង់បានតម្លៃល្អបំផុត! យើងអាចដកការបន្ថែមចេញ កែចំនួនអ្នកដំណើរ ឬប្រើលេខកូដបញ្ចុះតម្លៃ — តើអ្នកចូលចិត្តមួយណា?",
        "ZH": "理解您想要更优惠的价格！我们可以去掉附加项、调整人数，或使用您的优惠码——您更倾向哪种？",
    },
    # ------------------------------------------------------------------ payment
    "payment_pending": {
        "EN": "I don't see the payment yet — it is still pending. Once you've scanned the QR code and paid, it can take a moment to come through.",
        "KH": "ខ្ញុំមិនទាន់ឃើញការបង់ប្រាក់នៅឡើយទេ — វានៅកំពុងរង់ចាំ។ បន្ទាប់ពីអ្នកស្កេនកូដ QR និងបង់ប្រាក់ វាអាចត្រូវការពេលបន្តិច។",
        "ZH": "暂未收到付款——状态仍为处理中。扫码付款后可能需要片刻才能到账。",
    },
    "payment_confirmed": {
        "EN": "Payment received — your booking {ref} is confirmed!",
        "KH": "បានទទួលការបង់ប្រាក់ — ការកក់ {ref} របស់អ្នកត្រូវបានបញ្ជាក់ហើយ!",
        "ZH": "已收到付款——您的预订 {ref} 已确认！",
    },
    "next_steps": {
        "EN": "Next steps: keep your booking reference handy, and I'll send you a reminder 24 hours before you travel. Would you like a weather check or packing tips?",
        "KH": "ជំហានបន្ទាប់៖ សូមរក្សាលេខយោងការកក់របស់អ្នក ហើយខ្ញុំនឹងផ្ញើការរំលឹក 24 ម៉ោងមុនការធ្វើដំណើរ។ តើអ្នកចង់ដឹងពីអាកាសធាតុ ឬគន្លឹះរៀបចំឥវ៉ាន់ទេ?",
        "ZH": "下一步：请保存好预订编号，出发前 24 小时我会提醒您。需要查看天气或打包建议吗？",
    },
    # after the system's own confirmation, which already offers the weather / packing tips (held-out batch P:
    # two near-identical offers in a row): only what happens next, and what else can be done
    "next_steps_after_card": {
        "EN": "Next steps: keep your booking reference handy, and I'll send you a reminder 24 hours before you travel. You can also ask me to move the trip, change the group or the pickup, or cancel.",
        "KH": "ជំហានបន្ទាប់៖ សូមរក្សាលេខយោងការកក់របស់អ្នក ហើយខ្ញុំនឹងផ្ញើការរំលឹក 24 ម៉ោងមុនការធ្វើដំណើរ។ អ្នកក៏អាចសុំឱ្យខ្ញុំប្តូរថ្ងៃ ប្តូរក្រុម ឬកន្លែងទទួល ឬលុបចោលបានដែរ។",
        "ZH": "下一步：请保存好预订编号，出发前 24 小时我会提醒您。您也可以让我改期、调整人数或接送地点，或取消预订。",
    },
    "payment_failed_retry": {
        "EN": "Sorry the payment didn't go through. Here is a fresh QR code — please try scanning it again.",
        "KH": "សូមអភ័យទោស ការបង់ប្រាក់មិនបានសម្រេច។ នេះគឺជាកូដ QR ថ្មី — សូមសាកល្បងស្កេនម្តងទៀត។",
        "ZH": "抱歉，付款未成功。这是新的二维码，请重新扫码。",
    },
    "not_charged": {
        "EN": "No money was taken: a failed payment charges nothing, and only one payment can complete "
        "a booking, so you cannot be charged twice.",
        "KH": "មិនមានលុយត្រូវបានកាត់ទេ៖ ការបង់ប្រាក់ដែលបរាជ័យមិនគិតប្រាក់អ្វីឡើយ ហើយមានតែការបង់ប្រាក់មួយប៉ុណ្ណោះ"
        "ដែលអាចបញ្ចប់ការកក់បាន ដូច្នេះលោក/លោកស្រីមិនអាចត្រូវគិតប្រាក់ពីរដងទេ។",
        "ZH": "没有扣款：失败的付款不会收取任何费用，而且一个预订只能完成一次付款，所以不会重复扣款。",
    },
    "payment_failed_status": {
        "EN": "The payment shows as failed. Would you like a new QR code to try again?",
        "KH": "ការបង់ប្រាក់បង្ហាញថាបរាជ័យ។ តើអ្នកចង់បានកូដ QR ថ្មីដើម្បីសាកល្បងម្តងទៀតទេ?",
        "ZH": "付款显示失败。需要新的二维码再试一次吗？",
    },
    # after the system's own failed-payment message (on screen already): what is next, never the failure again
    "payment_retry_offer": {
        "EN": "Nothing was charged for that attempt. Say yes when you are ready and I will send the new QR code.",
        "KH": "មិនមានការកាត់ប្រាក់សម្រាប់ការសាកល្បងនោះទេ។ សូមលោក/លោកស្រីឆ្លើយថា បាទ/ចាស ពេលរួចរាល់ ហើយខ្ញុំនឹងផ្ញើកូដ QR ថ្មី។",
        "ZH": "那次尝试没有扣款。准备好后回复“好”，我就发送新的二维码。",
    },
    "support_handoff": {
        "EN": "It looks like we're having trouble with the payment. Let me connect you with our support team — they will contact you about booking {ref} shortly.",
        "KH": "ហាក់ដូចជាមានបញ្ហាជាមួយការបង់ប្រាក់។ ខ្ញុំនឹងភ្ជាប់អ្នកទៅក្រុមគាំទ្ររបស់យើង — ពួកគេនឹងទាក់ទងអ្នកអំពីការកក់ {ref} ក្នុងពេលឆាប់ៗ។",
        "ZH": "付款似乎遇到了问题。我将为您联系客服团队——他们会尽快就预订 {ref} 与您联系。",
    },
    "payment_waiting": {
        "EN": "Your booking {ref} is on hold until {until}. Scan the QR code to pay, and tell me if it doesn't work.",
        "KH": "ការកក់ {ref} របស់អ្នកត្រូវបានរក្សាទុករហូតដល់ {until}។ សូមស្កេនកូដ QR ដើម្បីបង់ប្រាក់ ហើយប្រាប់ខ្ញុំប្រសិនបើវាមិនដំណើរការ។",
        "ZH": "您的预订 {ref} 保留至 {until}。请扫码付款，如有问题请告诉我。",
    },
    "ask_rereserve": {
        "EN": "The hold on your booking has expired, so the reservation was released. Would you like me to reserve it again?",
        "KH": "ការកក់ទុកបានផុតកំណត់ ហើយការកក់ត្រូវបានលុបចោល។ តើលោក/លោកស្រីចង់ឱ្យខ្ញុំកក់វាម្តងទៀតទេ?",
        "ZH": "您的预订保留已过期，预订已释放。需要我为您重新预订吗？",
    },
    # ------------------------------------------------------------------ post booking
    "ask_cancel_confirm": {
        "EN": "Before I cancel booking {ref}: the refund depends on our cancellation policy and how close the travel date is, and I'll show you the exact amount from our system. Do you want me to go ahead and cancel?",
        "KH": "មុនពេលខ្ញុំលុបចោលការកក់ {ref}៖ ការសងប្រាក់វិញអាស្រ័យលើគោលការណ៍លុបចោល និងថ្ងៃធ្វើដំណើរ។ តើអ្នកពិតជាចង់លុបចោលមែនទេ?",
        "ZH": "在取消预订 {ref} 之前：退款金额取决于取消政策和距出发日期的时间，我会显示系统给出的准确金额。确定要取消吗？",
    },
    "cancelled": {
        "EN": "Your booking has been cancelled. Refund: ${refund}. {policy}",
        "KH": "ការកក់របស់អ្នកត្រូវបានលុបចោល។ ប្រាក់សងវិញ៖ ${refund}។ {policy}",
        "ZH": "您的预订已取消。退款：${refund}。{policy}",
    },
    "kept_booking": {
        "EN": "Okay, I've kept your booking as it is. Is there anything else I can help with?",
        "KH": "យល់ហើយ ខ្ញុំរក្សាការកក់របស់អ្នកដដែល។ តើមានអ្វីផ្សេងទៀតដែលខ្ញុំអាចជួយបានទេ?",
        "ZH": "好的，您的预订保持不变。还有什么可以帮您的吗？",
    },
    "reminder": {
        "EN": "Your trip {name} starts tomorrow!",
        "KH": "ដំណើរ {name} របស់អ្នកចាប់ផ្តើមនៅថ្ងៃស្អែក!",
        "ZH": "您的行程 {name} 明天就要出发啦！",
    },
    "packing": {
        "EN": "What to bring: {items}.",
        "KH": "អ្វីដែលត្រូវយកតាម៖ {items}។",
        "ZH": "建议携带：{items}。",
    },
    "post_help": {
        "EN": "I'm here to help with your trip. I can check the weather, share packing tips, or help with changes to your booking — what would you like?",
        "KH": "ខ្ញុំនៅទីនេះដើម្បីជួយដំណើររបស់អ្នក។ ខ្ញុំអាចពិនិត្យអាកាសធាតុ ផ្តល់គន្លឹះរៀបចំឥវ៉ាន់ ឬជួយកែប្រែការកក់ — តើអ្នកចង់បានអ្វី?",
        "ZH": "我会一直为您的行程提供帮助。我可以查询天气、提供打包建议或协助修改预订——您需要什么？",
    },
    "off_topic": {
        "EN": "I'm your Cambodia travel concierge, so I can only help with trips and bookings.",
        "KH": "ខ្ញុំជាអ្នកជំនួយការធ្វើដំណើរនៅកម្ពុជា ដូច្នេះខ្ញុំអាចជួយបានតែរឿងដំណើរកម្សាន្ត និងការកក់ប៉ុណ្ណោះ។",
        "ZH": "我是您的柬埔寨旅行顾问，只能协助旅行和预订相关的问题。",
    },
    "tool_error": {
        "EN": "Sorry, I couldn't get that right now: {message}",
        "KH": "សូមអភ័យទោស ខ្ញុំមិនអាចទទួលបានព័ត៌មាននោះនៅពេលនេះទេ៖ {message}",
        "ZH": "抱歉，暂时无法获取该信息：{message}",
    },
}

PHRASES.update(BOOKING_PHRASES)

# Packing lists by environment (also used for the 24-hour reminder).
PACKING: dict[str, dict[str, str]] = {
    "BEACH": {
        "EN": "swimwear, sunscreen, a hat, sandals and a light cover-up",
        "KH": "ខោអាវហែលទឹក ឡេការពារកម្តៅថ្ងៃ មួក ស្បែកជើងសង្រែក",
        "ZH": "泳衣、防晒霜、帽子、凉鞋和薄外套",
    },
    "ISLAND": {
        "EN": "swimwear, sunscreen, a dry bag, sandals and cash for the island",
        "KH": "ខោអាវហែលទឹក ឡេការពារកម្តៅថ្ងៃ កាបូបការពារទឹក និងសាច់ប្រាក់",
        "ZH": "泳衣、防晒霜、防水袋、凉鞋和岛上用的现金",
    },
    "TEMPLE": {
        "EN": "clothes that cover shoulders and knees, comfortable shoes, a sun hat and water",
        "KH": "សម្លៀកបំពាក់គ្របស្មា និងជង្គង់ ស្បែកជើងស្រួលពាក់ មួក និងទឹក",
        "ZH": "遮住肩膀和膝盖的衣服、舒适的鞋、遮阳帽和饮用水",
    },
    "MOUNTAIN": {
        "EN": "good walking shoes, a light jacket, a rain cover and insect repellent",
        "KH": "ស្បែកជើងដើរល្អ អាវក្រៅស្តើង អាវភ្លៀង និងថ្នាំការពារមូស",
        "ZH": "好走的鞋、薄外套、雨具和驱蚊液",
    },
    "FOREST": {
        "EN": "long trousers, walking shoes, insect repellent and a rain cover",
        "KH": "ខោវែង ស្បែកជើងដើរ ថ្នាំការពារមូស និងអាវភ្លៀង",
        "ZH": "长裤、徒步鞋、驱蚊液和雨具",
    },
    "DEFAULT": {
        "EN": "light clothes, sunscreen, insect repellent, your passport and some US dollars in cash",
        "KH": "សម្លៀកបំពាក់ស្រាល ឡេការពារកម្តៅថ្ងៃ ថ្នាំការពារមូស លិខិតឆ្លងដែន និងសាច់ប្រាក់ដុល្លារ",
        "ZH": "轻便衣物、防晒霜、驱蚊液、护照和一些美元现金",
    },
}

# Questions the dialogue recognises in its own previous message (which field is being answered).
QUESTION_KEYS: tuple[str, ...] = (
    "ask_mood",
    "ask_environment",
    "ask_duration_days",
    "ask_people_count",
    "ask_budget",
    "ask_budget_anchors",
    "ask_budget_in_dollars",
    "ask_departure_city",
    "ask_conflict",
    "ask_what_didnt_fit",
    "ask_which_trip",
    "ask_add_quote",
    "ask_over_budget",
    "ask_confirm_booking",
    "ask_confirm_reserve",
    "ask_travel_date",
    "ask_customer_name",
    "ask_customer_phone",
    "ask_pickup_location",
    "ask_rereserve",
    "ask_cancel_confirm",
    "payment_failed_status",
    "payment_retry_offer",
    "ask_what_change",
    "ask_booking_details",
    "ask_which_date",
)


def say(key: str, lang: str, **values: Any) -> str:
    """The sentence ``key`` in ``lang`` (EN when the language is unknown), formatted."""
    table = PHRASES[key]
    text = table.get(lang) or table["EN"]
    return text.format(**values) if values else text


def packing_items(environment: str | None, lang: str) -> str:
    table = PACKING.get((environment or "").upper()) or PACKING["DEFAULT"]
    return table.get(lang) or table["EN"]


def _stem(template: str) -> str:
    """The fixed opening of a template (up to its first placeholder), used for recognition."""
    return template.split("{", 1)[0].strip()


def asked_question(assistant_text: str) -> str | None:
    """Which of :data:`QUESTION_KEYS` the text asks (the last one in the text), in any language."""
    best: tuple[int, str] | None = None
    for key in QUESTION_KEYS:
        for template in PHRASES[key].values():
            # its fixed opening, or its fixed ending when the opening is too short ("With {what}, …")
            for part in (_stem(template), template.rsplit("}", 1)[-1].strip() if "}" in template else ""):
                at = assistant_text.rfind(part) if len(part) >= 6 else -1
                if at >= 0 and (best is None or at > best[0]):
                    best = (at, key)
    return best[1] if best else None
