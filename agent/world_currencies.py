"""The world's other commonly used currencies, one row each: the sandbox's fixed reference rate per
US dollar, how English names it (singular, plural; a country word first), its Khmer and Chinese name
and its own sign. agent.budget (the rates getCurrencyRates quotes, sandbox/data/currency.py),
agent.currency_words (names, signs) and the offline model's budget reader all read this one table,
so a budget said in any of them is read, converted and written back the same way. Pure."""

from __future__ import annotations

from typing import NamedTuple


class Currency(NamedTuple):
    per_usd: float  # the sandbox's fixed reference rate, set for the sandbox (close to 2025 market rates)
    english: tuple[str, ...]  # names as English says them, each also read with an -s / its plural
    khmer: str
    chinese: str
    sign: str  # written before the figure; never the Latin code, never another currency's


WORLD: dict[str, Currency] = {
    "DKK": Currency(6.9, ("danish kroner", "danish krone", "danish kronor"), "ក្រូណឺដាណឺម៉ាក", "丹麦克朗", "Dkr"),
    "SEK": Currency(10.5, ("swedish kronor", "swedish krona", "swedish kroner"), "ក្រូណាស៊ុយអែត", "瑞典克朗", "Skr"),
    "NOK": Currency(10.8, ("norwegian kroner", "norwegian krone"), "ក្រូណឺន័រវែស", "挪威克朗", "Nkr"),
    "ISK": Currency(138.0, ("icelandic kronur", "icelandic krona"), "ក្រូណាអ៊ីស្លង់", "冰岛克朗", "Íkr"),
    "CZK": Currency(23.0, ("czech koruna", "czech crowns", "czech korun", "koruna"), "ក្រូណាឆែក", "捷克克朗", "Kč"),
    "PLN": Currency(4.0, ("polish zloty", "zloty", "zlotys", "zł"), "ស្ល័តីប៉ូឡូញ", "波兰兹罗提", "zł"),
    "HUF": Currency(365.0, ("hungarian forint", "forint", "forints"), "ហ្វ័ររីនហុងគ្រី", "匈牙利福林", "Ft"),
    "RON": Currency(4.6, ("romanian lei", "romanian leu", "lei"), "លេវរ៉ូម៉ានី", "罗马尼亚列伊", "lei"),
    "TRY": Currency(34.0, ("turkish lira", "turkish liras", "₺"), "លីរ៉ាទួរគី", "土耳其里拉", "₺"),
    "RUB": Currency(90.0, ("russian rubles", "russian roubles", "rubles", "roubles", "₽"), "រូប្លិ៍រុស្ស៊ី", "俄罗斯卢布", "₽"),
    "UAH": Currency(41.0, ("ukrainian hryvnia", "hryvnia", "hryvnias", "₴"), "ហ្រីវនៀអ៊ុយក្រែន", "乌克兰格里夫纳", "₴"),
    "ILS": Currency(
        3.7, ("israeli shekels", "new shekels", "shekels", "shekel", "₪"), "សេកែលអ៊ីស្រាអែល", "以色列新谢克尔", "₪"
    ),
    "AED": Currency(
        3.67, ("uae dirhams", "emirati dirhams", "dirhams", "dirham"), "ឌីរហាមអេមីរ៉ាត", "阿联酋迪拉姆", "Dhs"
    ),
    "SAR": Currency(3.75, ("saudi riyals", "saudi riyal"), "រីយ៉ាល់អារ៉ាប៊ីសាអូឌីត", "沙特里亚尔", "SR"),
    "QAR": Currency(3.64, ("qatari riyals", "qatari riyal"), "រីយ៉ាល់កាតា", "卡塔尔里亚尔", "QR"),
    "EGP": Currency(49.0, ("egyptian pounds", "egyptian pound"), "ផោនអេហ្ស៊ីប", "埃及镑", "E£"),
    "ZAR": Currency(18.2, ("south african rand", "rand", "rands"), "រ៉ង់អាហ្វ្រិកខាងត្បូង", "南非兰特", "R"),
    "KES": Currency(129.0, ("kenyan shillings", "kenyan shilling", "ksh"), "ស៊ីលីងកេនយ៉ា", "肯尼亚先令", "KSh"),
    "PKR": Currency(280.0, ("pakistani rupees", "pakistani rupee"), "រូពីប៉ាគីស្ថាន", "巴基斯坦卢比", "Rs"),
    "LKR": Currency(300.0, ("sri lankan rupees", "sri lankan rupee"), "រូពីស្រីលង្កា", "斯里兰卡卢比", "SLRs"),
    "NPR": Currency(135.0, ("nepalese rupees", "nepali rupees", "nepalese rupee"), "រូពីនេប៉ាល់", "尼泊尔卢比", "NRs"),
    "BDT": Currency(120.0, ("bangladeshi taka", "taka", "৳"), "តាកាបង់ក្លាដែស", "孟加拉塔卡", "৳"),
    "ARS": Currency(
        1000.0, ("argentine pesos", "argentinian pesos", "argentine peso"), "ប៉េសូអាហ្សង់ទីន", "阿根廷比索", "AR$"
    ),
    "CLP": Currency(950.0, ("chilean pesos", "chilean peso"), "ប៉េសូឈីលី", "智利比索", "CL$"),
    "COP": Currency(4100.0, ("colombian pesos", "colombian peso"), "ប៉េសូកូឡុំប៊ី", "哥伦比亚比索", "Col$"),
    "PEN": Currency(3.75, ("peruvian soles", "peruvian sol", "soles", "sol"), "សូលប៉េរូ", "秘鲁索尔", "S/"),
    # Africa and the Gulf, each by its country's name: a bare "dinars" or "francs" names no one currency
    "RWF": Currency(1400.0, ("rwandan francs", "rwandan franc"), "ហ្វ្រង់រវ៉ាន់ដា", "卢旺达法郎", "FRw"),
    "TND": Currency(3.0, ("tunisian dinars", "tunisian dinar"), "ឌីណាទុយនីស៊ី", "突尼斯第纳尔", "DT"),
    "BWP": Currency(13.5, ("botswana pula", "pula", "pulas"), "ពូឡាបុតស្វាណា", "博茨瓦纳普拉", "P"),
    "MAD": Currency(9.5, ("moroccan dirhams", "moroccan dirham"), "ឌីរហាមម៉ារ៉ុក", "摩洛哥迪拉姆", "DH"),
    "JOD": Currency(0.71, ("jordanian dinars", "jordanian dinar"), "ឌីណាហ្ស៊កដានី", "约旦第纳尔", "JD"),
    "KWD": Currency(0.31, ("kuwaiti dinars", "kuwaiti dinar"), "ឌីណាគុយវ៉ែត", "科威特第纳尔", "KD"),
    "BHD": Currency(0.376, ("bahraini dinars", "bahraini dinar"), "ឌីណាបារ៉ែន", "巴林第纳尔", "BD"),
    "OMR": Currency(0.385, ("omani rials", "omani rial"), "រីយ៉ាល់អូម៉ង់", "阿曼里亚尔", "RO"),
    "TZS": Currency(2600.0, ("tanzanian shillings", "tanzanian shilling"), "ស៊ីលីងតង់សានី", "坦桑尼亚先令", "TSh"),
    "UGX": Currency(3700.0, ("ugandan shillings", "ugandan shilling"), "ស៊ីលីងអ៊ូហ្គង់ដា", "乌干达先令", "USh"),
    # run 60 (a budget in tenge refused as unsupported) and the currencies of the held-out travellers: Central Asia
    # and the Caucasus, Africa, the Americas, the Pacific and South Asia
    "KZT": Currency(
        505.0, ("kazakhstani tenge", "kazakh tenge", "tenge", "₸"), "តេងហ្គេកាហ្សាក់ស្ថាន", "哈萨克斯坦坚戈", "₸"
    ),
    "UZS": Currency(12700.0, ("uzbekistani som", "uzbek som", "uzbek sum"), "ស៊ុមអ៊ូសបេគីស្ថាន", "乌兹别克斯坦苏姆", "soʻm"),
    "KGS": Currency(87.0, ("kyrgyzstani som", "kyrgyz som", "som"), "ស៊ុមកៀហ្ស៊ីស៊ីស្ថាន", "吉尔吉斯斯坦索姆", "сом"),
    "MNT": Currency(
        3400.0, ("mongolian tugrik", "tugrik", "tugriks", "togrog", "₮"), "ទូហ្គ្រីកម៉ុងហ្គោលី", "蒙古图格里克", "₮"
    ),
    "GEL": Currency(2.7, ("georgian lari", "lari"), "ឡារីហ្សកហ្ស៊ី", "格鲁吉亚拉里", "₾"),
    "AMD": Currency(390.0, ("armenian drams", "armenian dram", "drams"), "ដ្រាមអាមេនី", "亚美尼亚德拉姆", "֏"),
    "AZN": Currency(1.7, ("azerbaijani manat", "manat"), "ម៉ាណាតអាស៊ែបៃហ្សង់", "阿塞拜疆马纳特", "₼"),
    "NAD": Currency(18.2, ("namibian dollars", "namibian dollar"), "ដុល្លារណាមីប៊ី", "纳米比亚元", "N$"),
    "MGA": Currency(4500.0, ("malagasy ariary", "ariary"), "អារីអារីម៉ាដាហ្គាស្កា", "马达加斯加阿里亚里", "Ar"),
    "PYG": Currency(
        7800.0,
        ("paraguayan guaranies", "guaranies", "guaraníes", "guarani", "guaraní"),
        "ហ្គារ៉ានីប៉ារ៉ាហ្គាយ",
        "巴拉圭瓜拉尼",
        "₲",
    ),
    "UYU": Currency(40.0, ("uruguayan pesos", "uruguayan peso"), "ប៉េសូអ៊ុយរូហ្គាយ", "乌拉圭比索", "UY$"),
    "BOB": Currency(6.9, ("bolivian bolivianos", "bolivianos", "boliviano"), "បូលីវីយ៉ាណូ", "玻利维亚诺", "Bs"),
    "DOP": Currency(61.0, ("dominican pesos", "dominican peso"), "ប៉េសូដូមីនីកែន", "多米尼加比索", "RD$"),
    "XOF": Currency(
        600.0,
        ("west african cfa francs", "cfa francs", "cfa franc", "cfa"),
        "ហ្វ្រង់សេអេហ្វអាអាហ្វ្រិកខាងលិច",
        "西非法郎",
        "CFA",
    ),
    "XAF": Currency(600.0, ("central african cfa francs",), "ហ្វ្រង់សេអេហ្វអាអាហ្វ្រិកកណ្តាល", "中非法郎", "FCFA"),
    "GHS": Currency(15.5, ("ghanaian cedis", "ghana cedis", "cedis", "cedi"), "សេឌីហ្គាណា", "加纳塞地", "GH₵"),
    "ETB": Currency(125.0, ("ethiopian birr", "birr"), "បៀរអេត្យូពី", "埃塞俄比亚比尔", "Br"),
    "MWK": Currency(1735.0, ("malawian kwacha", "malawi kwacha"), "ក្វាចាម៉ាឡាវី", "马拉维克瓦查", "MK"),
    # a bare "kwacha" is Malawi's or Zambia's: read by the country said beside it, else asked back
    "ZMW": Currency(27.0, ("zambian kwacha", "zambia kwacha"), "ក្វាចាសំប៊ី", "赞比亚克瓦查", "ZK"),
    "MZN": Currency(64.0, ("mozambican meticais", "meticais", "metical"), "មេទីកាល់ម៉ូសំប៊ិក", "莫桑比克梅蒂卡尔", "MT"),
    "DZD": Currency(135.0, ("algerian dinars", "algerian dinar"), "ឌីណាអាល់ហ្សេរី", "阿尔及利亚第纳尔", "DA"),
    "MUR": Currency(46.0, ("mauritian rupees", "mauritian rupee"), "រូពីម៉ូរីស", "毛里求斯卢比", "MRs"),
    "TTD": Currency(
        6.8,
        ("trinidad and tobago dollars", "trinidad dollars", "tt dollars"),
        "ដុល្លារទ្រីនីដាដ",
        "特立尼达和多巴哥元",
        "TT$",
    ),
    "JMD": Currency(157.0, ("jamaican dollars", "jamaican dollar"), "ដុល្លារហ្សាម៉ាអ៊ីក", "牙买加元", "J$"),
    "FJD": Currency(2.27, ("fijian dollars", "fiji dollars"), "ដុល្លារហ្វីជី", "斐济元", "FJ$"),
    "PGK": Currency(4.0, ("papua new guinean kina", "kina"), "គីណាប៉ាពួញូហ្គីណេ", "巴布亚新几内亚基那", "K"),
    "TOP": Currency(2.35, ("tongan pa'anga", "pa'anga", "paanga"), "ប៉ាអង់ហ្គាតុងហ្គា", "汤加潘加", "T$"),
    "GTQ": Currency(
        7.7,
        ("guatemalan quetzales", "guatemalan quetzal", "quetzales", "quetzal"),
        "ខេតសាល់ក្វាតេម៉ាឡា",
        "危地马拉格查尔",
        "Q",
    ),
    "BND": Currency(1.35, ("brunei dollars", "bruneian dollars"), "ដុល្លារប្រ៊ុយណេ", "文莱元", "B$"),
    "MOP": Currency(8.0, ("macanese patacas", "patacas", "pataca"), "ប៉ាតាកាម៉ាកាវ", "澳门元", "Ptc"),
    "BTN": Currency(86.0, ("bhutanese ngultrum", "ngultrum"), "ង៉ុលទ្រុមប៊ូតាន", "不丹努尔特鲁姆", "Nu."),
    "MVR": Currency(15.4, ("maldivian rufiyaa", "rufiyaa"), "រូហ្វីយ៉ាម៉ាល់ឌីវ", "马尔代夫拉菲亚", "Rf"),
    "RSD": Currency(108.0, ("serbian dinars", "serbian dinar"), "ឌីណាស៊ែប៊ី", "塞尔维亚第纳尔", "din."),
    # held-out batch AA (a budget in kwanza asked twice): every currency the budget reader knows by its name
    "AOA": Currency(915.0, ("angolan kwanza", "kwanzas", "kwanza"), "ក្វាន់ហ្សាអង់ហ្គោឡា", "安哥拉宽扎", "Kz"),
    "HNL": Currency(26.0, ("honduran lempiras", "lempiras", "lempira"), "ឡឹមពីរ៉ាហុងឌូរ៉ាស", "洪都拉斯伦皮拉", "L"),
    "NIO": Currency(
        36.7,
        ("nicaraguan cordobas", "córdobas", "cordobas", "córdoba", "cordoba"),
        "កូដូបានីការ៉ាហ្គា",
        "尼加拉瓜科多巴",
        "C$",
    ),
    "CRC": Currency(505.0, ("costa rican colones", "colones", "colón", "colon"), "កូឡុនកូស្តារីកា", "哥斯达黎加科朗", "₡"),
    "PAB": Currency(1.0, ("panamanian balboas", "balboas", "balboa"), "បាល់បូអាប៉ាណាម៉ា", "巴拿马巴波亚", "B/."),
    "VES": Currency(
        120.0,
        ("venezuelan bolivares", "bolívares", "bolivares", "bolívar", "bolivar"),
        "បូលីវ៉ាវ៉េណេស៊ុយអេឡា",
        "委内瑞拉玻利瓦尔",
        "Bs.D",
    ),  # fmt: skip
    "HTG": Currency(131.0, ("haitian gourdes", "gourdes", "gourde"), "ហ្គួដហៃទី", "海地古德", "G"),
    "AWG": Currency(
        1.79, ("aruban florins", "aruban florin", "florins", "florin"), "ផ្លរីនអារូបា", "阿鲁巴弗罗林", "Afl."
    ),
    "ANG": Currency(
        1.79,
        ("netherlands antillean guilders", "antillean guilders", "guilders", "guilder"),
        "ហ្គីលឌ័រអង់ទីលហូឡង់",
        "荷属安的列斯盾",
        "NAf.",
    ),  # fmt: skip
    "ALL": Currency(92.0, ("albanian lek", "lekë", "leke", "lek"), "លេកអាល់បានី", "阿尔巴尼亚列克", "Lek"),
    "BGN": Currency(1.76, ("bulgarian leva", "bulgarian lev", "leva", "lev"), "លេហ្វប៊ុលហ្គារី", "保加利亚列弗", "лв"),
    "MKD": Currency(
        56.0, ("macedonian denars", "macedonian denari", "denars", "denar"), "ដេណារម៉ាសេដ្វាន", "北马其顿代纳尔", "ден"
    ),
    "AFN": Currency(70.0, ("afghan afghanis", "afghanis", "afghani"), "អាហ្វហ្គានីអាហ្វហ្គានីស្ថាន", "阿富汗尼", "؋"),
    "GMD": Currency(72.0, ("gambian dalasis", "gambian dalasi", "dalasis", "dalasi"), "ដាឡាស៊ីហ្គំប៊ី", "冈比亚达拉西", "D"),
    "SLE": Currency(22.7, ("sierra leonean leones", "leones", "leone"), "លេអូនសៀរ៉ាឡេអូន", "塞拉利昂利昂", "Le"),
    "SZL": Currency(
        18.2,
        ("swazi emalangeni", "swazi lilangeni", "emalangeni", "lilangeni"),
        "លីឡាងហ្គេនីអេស្វាទីនី",
        "斯威士兰里兰吉尼",
        "E",
    ),  # fmt: skip
    "LSL": Currency(18.2, ("lesotho maloti", "lesotho loti", "maloti", "loti"), "ឡូទីឡេសូតូ", "莱索托洛蒂", "M"),
    "ERN": Currency(15.0, ("eritrean nakfa", "nakfas", "nakfa"), "ណាក់ហ្វាអេរីត្រេ", "厄立特里亚纳克法", "Nfk"),
    "MRU": Currency(39.8, ("mauritanian ouguiyas", "ouguiyas", "ouguiya"), "អ៊ូហ្គីយ៉ាម៉ូរីតានី", "毛里塔尼亚乌吉亚", "UM"),
    "WST": Currency(2.75, ("samoan tala", "talas", "tala"), "តាឡាសាម័រ", "萨摩亚塔拉", "WS$"),
    "VUV": Currency(119.0, ("vanuatu vatu", "vatus", "vatu"), "វ៉ាទូវ៉ានូអាទូ", "瓦努阿图瓦图", "VT"),
    "BAM": Currency(
        1.8,
        ("convertible marks", "convertible mark", "bosnian marks", "bosnian mark"),
        "ម៉ាកបូស្នី",
        "波黑可兑换马克",
        "KM",
    ),
    # held-out batch AC (budgets in escudos, Surinamese dollars and somoni asked again in dollars)
    "CVE": Currency(
        101.0,
        ("cape verdean escudos", "cape verde escudos", "escudos", "escudo"),
        "អេស្គូដូកាប់វែរ",
        "佛得角埃斯库多",
        "Esc",
    ),
    "SRD": Currency(
        36.0,
        ("surinamese dollars", "suriname dollars", "surinam dollars", "surinamese dollar"),
        "ដុល្លារសូរីណាម",
        "苏里南元",
        "Sr$",
    ),  # fmt: skip
    "XCD": Currency(
        2.7,
        ("eastern caribbean dollars", "east caribbean dollars", "ec dollars", "eastern caribbean dollar"),
        "ដុល្លារការ៉ាប៊ីនខាងកើត",
        "东加勒比元",
        "EC$",
    ),  # fmt: skip
    "TJS": Currency(10.9, ("tajik somoni", "tajikistani somoni", "somoni"), "សូម៉ូនីតាជីគីស្ថាន", "塔吉克斯坦索莫尼", "SM"),
    # held-out batch AD (Solomon Islands dollars and Moldovan lei asked again in dollars, or read as Romania's)
    # and the other sovereign currencies in use that no row held yet, each by its country's name
    "SBD": Currency(
        8.4,
        ("solomon islands dollars", "solomon island dollars", "solomon dollars", "solomon islands dollar"),
        "ដុល្លារកោះសាឡូម៉ូន",
        "所罗门群岛元",
        "SI$",
    ),  # fmt: skip
    "MDL": Currency(17.8, ("moldovan lei", "moldovan leu", "moldavian lei"), "លេវម៉ុលដាវី", "摩尔多瓦列伊", "lei MD"),
    "BBD": Currency(
        2.0, ("barbadian dollars", "barbados dollars", "bajan dollars"), "ដុល្លារបាបាដុស", "巴巴多斯元", "Bds$"
    ),
    "BSD": Currency(1.0, ("bahamian dollars", "bahamas dollars"), "ដុល្លារបាហាម៉ា", "巴哈马元", "BS$"),
    "BZD": Currency(2.0, ("belize dollars", "belizean dollars"), "ដុល្លារបេលីហ្ស", "伯利兹元", "BZ$"),
    "GYD": Currency(209.0, ("guyanese dollars", "guyana dollars"), "ដុល្លារហ្គីយ៉ាណា", "圭亚那元", "G$"),
    "LRD": Currency(190.0, ("liberian dollars", "liberia dollars"), "ដុល្លារលីបេរីយ៉ា", "利比里亚元", "L$"),
    "KYD": Currency(0.83, ("cayman islands dollars", "cayman dollars"), "ដុល្លារកោះកៃម៉ាន", "开曼群岛元", "CI$"),
    "BIF": Currency(2900.0, ("burundian francs", "burundi francs"), "ហ្វ្រង់ប៊ូរុនឌី", "布隆迪法郎", "FBu"),
    "DJF": Currency(178.0, ("djiboutian francs", "djibouti francs"), "ហ្វ្រង់ជីប៊ូទី", "吉布提法郎", "Fdj"),
    "GNF": Currency(8600.0, ("guinean francs", "guinea francs"), "ហ្វ្រង់ហ្គីណេ", "几内亚法郎", "FG"),
    "KMF": Currency(455.0, ("comorian francs", "comoros francs"), "ហ្វ្រង់កូម័រ", "科摩罗法郎", "CF"),
    "CDF": Currency(2850.0, ("congolese francs", "congo francs"), "ហ្វ្រង់កុងហ្គោ", "刚果法郎", "FC"),
    "IQD": Currency(1310.0, ("iraqi dinars", "iraqi dinar"), "ឌីណាអ៊ីរ៉ាក់", "伊拉克第纳尔", "ID"),
    "LYD": Currency(4.85, ("libyan dinars", "libyan dinar"), "ឌីណាលីប៊ី", "利比亚第纳尔", "LD"),
    "LBP": Currency(89500.0, ("lebanese pounds", "lebanese pound", "lebanese lira"), "ផោនលីបង់", "黎巴嫩镑", "LL"),
    "SDG": Currency(600.0, ("sudanese pounds", "sudanese pound"), "ផោនស៊ូដង់", "苏丹镑", "£SD"),
    "SSP": Currency(4500.0, ("south sudanese pounds", "south sudanese pound"), "ផោនស៊ូដង់ខាងត្បូង", "南苏丹镑", "SS£"),
    "SYP": Currency(13000.0, ("syrian pounds", "syrian pound", "syrian lira"), "ផោនស៊ីរី", "叙利亚镑", "LS"),
    "YER": Currency(250.0, ("yemeni rials", "yemeni riyals", "yemeni rial"), "រីយ៉ាល់យេម៉ែន", "也门里亚尔", "YR"),
    "IRR": Currency(42000.0, ("iranian rials", "iranian rial"), "រីយ៉ាល់អ៊ីរ៉ង់", "伊朗里亚尔", "IR"),
    "SCR": Currency(14.0, ("seychellois rupees", "seychelles rupees"), "រូពីសីស្ហែល", "塞舌尔卢比", "SRe"),
    "SOS": Currency(571.0, ("somali shillings", "somali shilling"), "ស៊ីលីងសូម៉ាលី", "索马里先令", "Sh.So."),
    "BYN": Currency(
        3.27, ("belarusian rubles", "belarusian roubles", "belarusian ruble"), "រូប្លិ៍បេឡារុស", "白俄罗斯卢布", "Rbl"
    ),
    "TMT": Currency(3.5, ("turkmen manat", "turkmenistan manat"), "ម៉ាណាតតួកម៉េនីស្ថាន", "土库曼斯坦马纳特", "TMm"),
    "STN": Currency(22.5, ("sao tome dobras", "são tomé dobras", "dobras", "dobra"), "ដូប្រាសៅតូម៉េ", "圣多美多布拉", "Db"),
    "CUP": Currency(24.0, ("cuban pesos", "cuban peso"), "ប៉េសូគុយបា", "古巴比索", "CU$"),
}
# A currency's name said without its country, in Khmer and in Chinese, as English says "forint" or "kwanza"
# ("五十万宽扎", "៥០ម៉ឺនក្វាន់ហ្សា"): each names one currency of the table (a word several bear, "克朗", "先令",
# "ស៊ុម", stays the table's full names); "" where none is said alone (បៀរ is also beer).
BARE: dict[str, tuple[str, str]] = {
    "PLN": ("ស្ល័តី", "兹罗提"), "HUF": ("ហ្វ័ររីន", "福林"), "RON": ("លេវ", "列伊"), "RUB": ("រូប្លិ៍", "卢布"),
    "UAH": ("ហ្រីវនៀ", "格里夫纳"), "ILS": ("សេកែល", "谢克尔"), "AED": ("ឌីរហាម", "迪拉姆"), "ZAR": ("រ៉ង់", "兰特"),
    "BDT": ("តាកា", "塔卡"), "PEN": ("សូល", "索尔"), "BWP": ("ពូឡា", "普拉"), "KZT": ("តេងហ្គេ", "坚戈"),
    "KGS": ("", "索姆"), "MNT": ("ទូហ្គ្រីក", "图格里克"), "GEL": ("ឡារី", "拉里"), "AMD": ("ដ្រាម", "德拉姆"),
    "AZN": ("ម៉ាណាត", "马纳特"), "MGA": ("អារីអារី", "阿里亚里"), "PYG": ("ហ្គារ៉ានី", "瓜拉尼"), "GHS": ("សេឌី", "塞地"),
    "ETB": ("", "比尔"), "MZN": ("មេទីកាល់", "梅蒂卡尔"), "PGK": ("គីណា", "基那"),
    "TOP": ("ប៉ាអង់ហ្គា", "潘加"), "GTQ": ("ខេតសាល់", "格查尔"), "MOP": ("ប៉ាតាកា", "帕塔卡"), "BTN": ("ង៉ុលទ្រុម", "努尔特鲁姆"),
    "MVR": ("រូហ្វីយ៉ា", "拉菲亚"), "AOA": ("ក្វាន់ហ្សា", "宽扎"), "HNL": ("ឡឹមពីរ៉ា", "伦皮拉"), "NIO": ("កូដូបា", "科多巴"),
    "CRC": ("កូឡុន", "科朗"), "PAB": ("បាល់បូអា", "巴波亚"), "VES": ("បូលីវ៉ា", "玻利瓦尔"), "HTG": ("ហ្គួដ", "古德"),
    "AWG": ("ផ្លរីន", "弗罗林"), "ANG": ("ហ្គីលឌ័រ", ""), "ALL": ("លេក", "列克"), "BGN": ("លេហ្វ", "列弗"),
    "MKD": ("ដេណារ", "代纳尔"), "AFN": ("អាហ្វហ្គានី", ""), "GMD": ("ដាឡាស៊ី", "达拉西"), "SLE": ("លេអូន", "利昂"),
    "SZL": ("លីឡាងហ្គេនី", "里兰吉尼"), "LSL": ("ឡូទី", "洛蒂"), "ERN": ("ណាក់ហ្វា", "纳克法"), "MRU": ("អ៊ូហ្គីយ៉ា", "乌吉亚"),
    "WST": ("តាឡា", "塔拉"), "VUV": ("វ៉ាទូ", "瓦图"), "CVE": ("អេស្គូដូ", "埃斯库多"), "SRD": ("", "苏里南元"),
    "TJS": ("សូម៉ូនី", "索莫尼"),
}  # fmt: skip
