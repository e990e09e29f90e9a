"""The Angkor passes by the days of entry they give (sandbox/park_pass.py KINDS) and the sentence every
price with a pass says of it, in EN / KH / ZH ({paying}: passes bought, for travellers from 12; {name}:
the pass; {price}: one pass in USD; {days}: the plan's temple days)."""

from __future__ import annotations

from sandbox.catalogue.models import Text

NAMES: dict[int, Text] = {
    1: Text(en="1-day Angkor pass", kh="សំបុត្រចូលអង្គរមួយថ្ងៃ", zh="吴哥一日通票"),
    3: Text(en="3-day Angkor pass", kh="សំបុត្រចូលអង្គរបីថ្ងៃ", zh="吴哥三日通票"),
    7: Text(en="7-day Angkor pass", kh="សំបុត្រចូលអង្គរប្រាំពីរថ្ងៃ", zh="吴哥七日通票"),
}

SAYS = Text(
    en="included in total_usd: {paying} x {name} (${price} each, ages 12+; under-12s and Cambodian citizens "
    "enter free), for the temples of days {days}",
    kh="រួមក្នុងតម្លៃសរុប៖ {paying} x {name} (${price} ម្នាក់ អាយុ១២ឆ្នាំឡើង; កុមារក្រោម១២ឆ្នាំ និងពលរដ្ឋខ្មែរ "
    "ចូលដោយឥតគិតថ្លៃ) សម្រាប់ប្រាសាទនៃថ្ងៃទី {days}",
    zh="已含在总价内：{paying} x {name}（每张${price}，12岁及以上；12岁以下儿童和柬埔寨公民免费），"
    "用于第{days}天的寺庙游览",
)

# the same in a one-adult price (getTripItinerary's price_usd): one pass per traveller from 12, never a count
SAYS_PER_ADULT = Text(
    en="included in one adult's price: 1 x {name} for each traveller from 12 (${price} each; under-12s and "
    "Cambodian citizens enter free), for the temples of days {days}",
    kh="រួមក្នុងតម្លៃមនុស្សពេញវ័យម្នាក់៖ {name} មួយសន្លឹកសម្រាប់ភ្ញៀវម្នាក់ៗអាយុ១២ឆ្នាំឡើង (${price} ម្នាក់; "
    "កុមារក្រោម១២ឆ្នាំ និងពលរដ្ឋខ្មែរ ចូលដោយឥតគិតថ្លៃ) សម្រាប់ប្រាសាទនៃថ្ងៃទី {days}",
    zh="已含在每位成人的价格内：12岁及以上每位旅客一张{name}（每张${price}；12岁以下儿童和柬埔寨公民免费），"
    "用于第{days}天的寺庙游览",
)

NONE = Text(
    en="no temple day in this plan: no Angkor pass is bought or charged",
    kh="ផែនការនេះគ្មានថ្ងៃទស្សនាប្រាសាទទេ៖ មិនទិញ និងមិនគិតថ្លៃសំបុត្រចូលអង្គរទេ",
    zh="此行程没有寺庙游览日：不购买也不收取吴哥通票费用",
)

# when the plan's temple days need another pass than the catalogue trip's ({base}: its name; {change}: the
# difference for each traveller from 12, signed)
CHANGED = Text(
    en="; in place of the trip's {base}: {change} USD for each traveller from 12",
    kh="; ជំនួសឱ្យ{base}នៃដំណើរ៖ {change} USD សម្រាប់ភ្ញៀវម្នាក់ៗអាយុពី១២ឆ្នាំឡើង",
    zh="；取代行程原含的{base}：12岁及以上每位旅客{change}美元",
)

# a day item's price rule when its days change the pass the plan needs ({change}: signed, per traveller from 12)
PASS_DAY_RULE = Text(
    en="Its temple days change the Angkor pass the plan needs: {change} USD for each traveller from 12 "
    "(under-12s enter free).",
    kh="ថ្ងៃទស្សនាប្រាសាទរបស់វា ប្តូរសំបុត្រចូលអង្គរដែលផែនការត្រូវការ៖ {change} USD សម្រាប់ភ្ញៀវម្នាក់ៗអាយុពី១២ឆ្នាំឡើង "
    "(កុមារក្រោម១២ឆ្នាំ ចូលដោយឥតគិតថ្លៃ)។",
    zh="这些天的寺庙游览改变了行程所需的吴哥通票：12岁及以上每位旅客{change}美元（12岁以下儿童免费）。",
)

# a price without any pass (every traveller from 12 is a Cambodian citizen): what the pass would have been, and
# that nobody pays it ({name}, {price}, {days} as in SAYS)
SAYS_CITIZENS_FREE = Text(
    en="not in the price: every traveller from 12 is a Cambodian citizen and enters free (no {name}, ${price} "
    "each, is bought), for the temples of days {days}",
    kh="មិនរួមក្នុងតម្លៃទេ៖ ភ្ញៀវអាយុ១២ឆ្នាំឡើងទាំងអស់ជាពលរដ្ឋខ្មែរ ចូលដោយឥតគិតថ្លៃ (មិនទិញ{name} ${price} ម្នាក់) "
    "សម្រាប់ប្រាសាទនៃថ្ងៃទី {days}",
    zh="不含在价格内：12岁及以上旅客均为柬埔寨公民，免费入园（不购买{name}，每张${price}），用于第{days}天的寺庙游览",
)

# what a plan's day says of the pass at the ticket office: INCLUDED as the catalogue says it; for a group whose
# travellers from 12 are all citizens, CITIZENS_FREE; for a group where some of them are, SOME_FREE
INCLUDED = Text(en="(pass included)", kh="(រួមបញ្ចូលថ្លៃប័ណ្ណ)", zh="（通票费用已含）")
CITIZENS_FREE = Text(
    en="(free entry for Cambodian citizens: no pass fee in the price)",
    kh="(ពលរដ្ឋខ្មែរចូលដោយឥតគិតថ្លៃ៖ គ្មានថ្លៃប័ណ្ណក្នុងតម្លៃ)",
    zh="（柬埔寨公民免费入园：价格不含通票费用）",
)
SOME_FREE = Text(
    en="(pass included for travellers from 12 who are not Cambodian citizens; citizens enter free)",
    kh="(រួមបញ្ចូលថ្លៃប័ណ្ណសម្រាប់ភ្ញៀវអាយុ១២ឆ្នាំឡើងដែលមិនមែនជាពលរដ្ឋខ្មែរ; ពលរដ្ឋខ្មែរចូលដោយឥតគិតថ្លៃ)",
    zh="（12岁及以上非柬埔寨公民旅客通票费用已含；柬埔寨公民免费入园）",
)

# a trip with no park pass, a group with Cambodian citizens: the pass is their only price difference, so all pay alike
CITIZENS_SAME = Text(
    en="Cambodian citizens pay the same here: their only price difference is the park pass, and this trip has none.",
    kh="ពលរដ្ឋខ្មែរបង់តម្លៃដូចគ្នានៅទីនេះ៖ ភាពខុសគ្នាតែមួយគត់គឺសំបុត្រចូលឧទ្យាន ហើយដំណើរនេះគ្មានទេ។",
    zh="柬埔寨公民在此价格相同：公民唯一的价格差别是景区通票，而本行程不含通票。",
)
