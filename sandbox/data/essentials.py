"""Travel essentials for Cambodia, in EN / KH / ZH: entry rules by passport, money, SIM cards,
temple dress code, tipping, health care and access at the sites (sandbox/data/care_topics.py).

Each entry names the official source to check and the date it was last reviewed against it; the
model cites both and never answers entry questions from general knowledge. Entry rules change:
the result always sends the traveller to the official source for the final word.
"""

from __future__ import annotations

from typing import Any, Optional

from sandbox.data.care_topics import CARE_SOURCES, CARE_TOPICS
from sandbox.data.payment_methods import payable_with

LAST_REVIEWED = "2025-01-15"

# The passport's country in the session's language (relay j20 read "CN护照"); others keep the code.
COUNTRY_NAMES: dict[str, dict[str, str]] = {
    "BN": {"EN": "Brunei", "KH": "ប្រ៊ុយណេ", "ZH": "文莱"},
    "ID": {"EN": "Indonesia", "KH": "ឥណ្ឌូណេស៊ី", "ZH": "印度尼西亚"},
    "LA": {"EN": "Laos", "KH": "ឡាវ", "ZH": "老挝"},
    "MY": {"EN": "Malaysia", "KH": "ម៉ាឡេស៊ី", "ZH": "马来西亚"},
    "MM": {"EN": "Myanmar", "KH": "មីយ៉ាន់ម៉ា", "ZH": "缅甸"},
    "PH": {"EN": "Philippines", "KH": "ហ្វីលីពីន", "ZH": "菲律宾"},
    "SG": {"EN": "Singapore", "KH": "សិង្ហបុរី", "ZH": "新加坡"},
    "TH": {"EN": "Thailand", "KH": "ថៃ", "ZH": "泰国"},
    "VN": {"EN": "Vietnam", "KH": "វៀតណាម", "ZH": "越南"},
    "CN": {"EN": "Chinese", "KH": "ចិន", "ZH": "中国"},
    "US": {"EN": "US", "KH": "អាមេរិក", "ZH": "美国"},
    "GB": {"EN": "British", "KH": "អង់គ្លេស", "ZH": "英国"},
    "AU": {"EN": "Australian", "KH": "អូស្ត្រាលី", "ZH": "澳大利亚"},
    "DE": {"EN": "German", "KH": "អាល្លឺម៉ង់", "ZH": "德国"},
    "FR": {"EN": "French", "KH": "បារាំង", "ZH": "法国"},
    "JP": {"EN": "Japanese", "KH": "ជប៉ុន", "ZH": "日本"},
    "KR": {"EN": "South Korean", "KH": "កូរ៉េខាងត្បូង", "ZH": "韩国"},
    "IN": {"EN": "Indian", "KH": "ឥណ្ឌា", "ZH": "印度"},
}
# ASEAN members whose ordinary passports enter Cambodia without a visa for a short tourist stay.
ASEAN_VISA_FREE = {code: COUNTRY_NAMES[code]["EN"] for code in ("BN", "ID", "LA", "MY", "MM", "PH", "SG", "TH", "VN")}


def country_name(code: str, language: str) -> str:
    names = COUNTRY_NAMES.get(code, {})
    return names.get(language) or names.get("EN") or code


SOURCES: dict[str, dict[str, str]] = {
    "entry": {"name": "Kingdom of Cambodia e-Visa (Ministry of Foreign Affairs)", "url": "https://www.evisa.gov.kh"},
    "immigration": {"name": "General Department of Immigration, Cambodia", "url": "https://www.immigration.gov.kh"},
    "money": {"name": "National Bank of Cambodia", "url": "https://www.nbc.gov.kh"},
    "sim": {"name": "Telecommunication Regulator of Cambodia", "url": "https://www.trc.gov.kh"},
    "temple_dress": {"name": "APSARA National Authority (Angkor)", "url": "https://www.apsaraauthority.gov.kh"},
    "tipping": {"name": "Ministry of Tourism, Cambodia", "url": "https://www.tourismcambodia.org"},
    **CARE_SOURCES,
}

Text = dict[str, str]  # language -> text

TOPICS: dict[str, dict[str, Any]] = {
    "money": {
        "title": {"EN": "Money: US dollars and riel", "KH": "ប្រាក់៖ ដុល្លារអាមេរិក និងប្រាក់រៀល", "ZH": "货币：美元和瑞尔"},
        "text": {
            "EN": "US dollars and Cambodian riel (KHR) are both used every day. Prices for travellers are "
            "often in dollars; change under one dollar usually comes in riel. ATMs in towns give dollars. "
            "Torn or damaged dollar notes are often refused: bring clean notes. QR payments (KHQR) are "
            "common in shops and restaurants.",
            "KH": "ប្រាក់ដុល្លារអាមេរិក និងប្រាក់រៀល (KHR) ត្រូវបានប្រើប្រាស់ជារៀងរាល់ថ្ងៃ។ តម្លៃសម្រាប់ភ្ញៀវទេសចរ "
            "ច្រើនតែគិតជាដុល្លារ ហើយប្រាក់អាប់ក្រោមមួយដុល្លារ ច្រើនតែអាប់ជាប្រាក់រៀល។ ម៉ាស៊ីន ATM ក្នុងទីក្រុងផ្តល់ប្រាក់ដុល្លារ។ "
            "ក្រដាសប្រាក់ដុល្លារដែលរហែក ឬខូច ច្រើនតែមិនត្រូវបានទទួលយក។ ការទូទាត់តាម QR (KHQR) មានប្រើនៅហាង និងភោជនីយដ្ឋាន។",
            "ZH": "柬埔寨日常同时使用美元和柬埔寨瑞尔（KHR）。面向游客的价格多以美元标示，不足一美元的找零通常用瑞尔。"
            "城镇的取款机可取美元。破损或有裂口的美元纸币常被拒收，请携带完好的纸币。商店和餐厅普遍支持二维码付款（KHQR）。",
        },
        "source": "money",
    },
    "sim": {
        "title": {"EN": "SIM cards and mobile data", "KH": "ស៊ីមកាត និងទិន្នន័យទូរស័ព្ទ", "ZH": "电话卡和移动数据"},
        "text": {
            "EN": "Tourist SIM cards from the main operators (Cellcard, Smart, Metfone) are sold at the "
            "airports and in phone shops; your passport is needed to register the SIM. Data is widely "
            "available in towns; coverage is thinner in remote mountains and on small islands.",
            "KH": "ស៊ីមកាតសម្រាប់ភ្ញៀវទេសចរពីក្រុមហ៊ុនធំៗ (Cellcard, Smart, Metfone) មានលក់នៅព្រលានយន្តហោះ និងហាងទូរស័ព្ទ។ "
            "ត្រូវការលិខិតឆ្លងដែនដើម្បីចុះឈ្មោះស៊ីម។ ទិន្នន័យមានទូលំទូលាយក្នុងទីក្រុង តែសេវាខ្សោយនៅតំបន់ភ្នំដាច់ស្រយាល និងកោះតូចៗ។",
            "ZH": "机场和手机店有主要运营商（Cellcard、Smart、Metfone）的游客电话卡出售，办理时需出示护照实名登记。"
            "城镇移动数据覆盖良好，偏远山区和小岛信号较弱。",
        },
        "source": "sim",
    },
    "temple_dress": {
        "title": {
            "EN": "Temples: dress and manners",
            "KH": "ប្រាសាទ និងវត្ត៖ សម្លៀកបំពាក់ និងសុជីវធម៌",
            "ZH": "寺庙：着装与礼仪",
        },
        "text": {
            "EN": "At Angkor and at active pagodas cover shoulders and knees; visitors who do not may be "
            "refused at Angkor Wat's upper level. Take off shoes and hats where asked inside pagodas, do "
            "not point your feet at a Buddha image or at monks, and women should not touch monks.",
            "KH": "នៅអង្គរ និងវត្តអារាម សូមបិទស្មា និងជង្គង់ ភ្ញៀវដែលមិនបិទអាចត្រូវបានបដិសេធមិនឲ្យឡើងជាន់ខាងលើនៃប្រាសាទអង្គរវត្ត។ "
            "សូមដោះស្បែកជើង និងមួកនៅកន្លែងដែលគេស្នើក្នុងវត្ត កុំចង្អុលជើងទៅរកព្រះពុទ្ធរូប ឬព្រះសង្ឃ ហើយស្ត្រីមិនគួរប៉ះព្រះសង្ឃឡើយ។",
            "ZH": "参观吴哥古迹和寺庙时请遮盖肩膀和膝盖，否则可能无法登上吴哥窟的最高层。在寺内按要求脱鞋、脱帽，"
            "不要用脚对着佛像或僧侣，女性不应触碰僧侣。",
        },
        "source": "temple_dress",
    },
    "tipping": {
        "title": {"EN": "Tipping", "KH": "ការផ្តល់ទឹកតែ", "ZH": "小费"},
        "text": {
            "EN": "Tipping is not required but is appreciated for good service: guides and drivers commonly "
            "receive a tip at the end of a tour, and rounding up a restaurant or tuk-tuk bill is welcome. "
            "Some restaurants already add a service charge: check the bill.",
            "KH": "ការផ្តល់ទឹកតែមិនមែនជាកាតព្វកិច្ចទេ តែជាការដឹងគុណចំពោះសេវាល្អ៖ មគ្គុទ្ទេសក៍ និងអ្នកបើកបរ ច្រើនទទួលទឹកតែនៅចុងដំណើរ "
            "ហើយការបង្គត់ថ្លៃភោជនីយដ្ឋាន ឬតុកតុកឡើង គឺត្រូវបានស្វាគមន៍។ ភោជនីយដ្ឋានខ្លះបានបូកថ្លៃសេវារួចហើយ៖ សូមពិនិត្យវិក្កយបត្រ។",
            "ZH": "小费不是必须的，但服务好时会受到欢迎：导游和司机通常在行程结束时收到小费，餐厅或嘟嘟车费用凑个整数也很常见。"
            "部分餐厅已加收服务费，请查看账单。",
        },
        "source": "tipping",
    },
    **CARE_TOPICS,
}

ENTRY_TITLE = {
    "EN": "Entry rules for your passport",
    "KH": "លក្ខខណ្ឌចូលប្រទេសសម្រាប់លិខិតឆ្លងដែនរបស់លោក/លោកស្រី",
    "ZH": "您的护照入境规定",
}
ENTRY_TEXTS: dict[str, Text] = {
    "visa_free": {
        "EN": "{country} passports (ASEAN) enter Cambodia without a visa for a short tourist stay (14 to 30 "
        "days depending on the country): check the exact number of days on the official source.",
        "KH": "លិខិតឆ្លងដែន {country} (អាស៊ាន) ចូលកម្ពុជាដោយមិនត្រូវការទិដ្ឋាការ សម្រាប់ការស្នាក់នៅខ្លីជាទេសចរ (ពី ១៤ ទៅ ៣០ ថ្ងៃ "
        "អាស្រ័យលើប្រទេស)៖ សូមពិនិត្យចំនួនថ្ងៃពិតប្រាកដនៅប្រភពផ្លូវការ។",
        "ZH": "{country}护照（东盟国家）可免签入境柬埔寨作短期旅游（14至30天，因国家而异），具体天数请以官方网站为准。",
    },
    "visa_needed": {
        "EN": "{country} passports need a tourist visa (type T, 30 days, one entry). Two ways: an e-Visa "
        "applied for online before travel at the official e-Visa site, or a visa on arrival at the "
        "international airports and main land borders (paid in US dollars; bring a passport photo). "
        "Your passport must be valid for at least 6 months after arrival. A few nationalities cannot get "
        "a visa on arrival: check the official source for your passport before you travel.",
        "KH": "លិខិតឆ្លងដែន {country} ត្រូវការទិដ្ឋាការទេសចរ (ប្រភេទ T, ៣០ ថ្ងៃ, ចូលម្តង)។ មានពីរវិធី៖ e-Visa ដាក់ពាក្យតាមអនឡាញ "
        "មុនការធ្វើដំណើរនៅគេហទំព័រផ្លូវការ ឬទិដ្ឋាការពេលមកដល់ នៅព្រលានយន្តហោះអន្តរជាតិ និងច្រកព្រំដែនធំៗ (បង់ជាដុល្លារ "
        "និងយករូបថតលិខិតឆ្លងដែនមកជាមួយ)។ លិខិតឆ្លងដែនត្រូវមានសុពលភាពយ៉ាងតិច ៦ ខែ បន្ទាប់ពីមកដល់។ "
        "សញ្ជាតិមួយចំនួនមិនអាចទទួលទិដ្ឋាការពេលមកដល់បានទេ៖ សូមពិនិត្យប្រភពផ្លូវការមុនការធ្វើដំណើរ។",
        "ZH": "{country}护照需办理旅游签证（T类，30天，单次入境）。两种方式：出发前在官方电子签证网站在线申请电子签证，"
        "或在国际机场和主要陆路口岸办理落地签（以美元支付，请携带护照照片）。护照有效期须自入境起至少6个月。"
        "少数国籍无法办理落地签，出行前请在官方网站核实您的护照适用的规定。",
    },
    "citizen": {
        "EN": "Cambodian citizens need no visa to enter Cambodia: a valid Cambodian passport or national ID card is "
        "enough for travel inside the country (no passport is needed for a domestic trip).",
        "KH": "ពលរដ្ឋកម្ពុជាមិនត្រូវការទិដ្ឋាការដើម្បីចូលកម្ពុជាទេ៖ សម្រាប់ការធ្វើដំណើរក្នុងប្រទេស អត្តសញ្ញាណប័ណ្ណសញ្ជាតិខ្មែរ "
        "ឬលិខិតឆ្លងដែនកម្ពុជាដែលនៅមានសុពលភាព គឺគ្រប់គ្រាន់ (មិនត្រូវការលិខិតឆ្លងដែនសម្រាប់ដំណើរក្នុងស្រុកទេ)។",
        "ZH": "柬埔寨公民入境柬埔寨无需签证：国内旅行持有效的柬埔寨身份证或护照即可（国内旅行无需护照）。",
    },
    "unknown": {
        "EN": "Tell me which passport you travel on (the country) and I will look up its entry rule. Most "
        "visitors need a tourist visa (e-Visa or visa on arrival); ASEAN passports enter without one.",
        "KH": "សូមប្រាប់ខ្ញុំពីលិខិតឆ្លងដែនដែលលោក/លោកស្រីប្រើ (ប្រទេស) ខ្ញុំនឹងរកលក្ខខណ្ឌចូលប្រទេស។ ភ្ញៀវភាគច្រើនត្រូវការទិដ្ឋាការទេសចរ "
        "(e-Visa ឬទិដ្ឋាការពេលមកដល់)៖ លិខិតឆ្លងដែនអាស៊ានចូលដោយមិនត្រូវការទិដ្ឋាការ។",
        "ZH": "请告诉我您使用哪国护照，我来查询对应的入境规定。大多数游客需要旅游签证（电子签证或落地签），东盟国家护照可免签。",
    },
}


def _entry(passport: Optional[str], language: str) -> dict[str, Any]:
    code = (passport or "").strip().upper()
    if not code:
        rule, country = "unknown", ""
    elif code == "KH":  # relay 67 req 4: a Cambodian passport was told it needs a tourist visa to come home
        rule, country = "citizen", ""
    elif code in ASEAN_VISA_FREE:
        rule, country = "visa_free", country_name(code, language)
    else:
        rule, country = "visa_needed", country_name(code, language)
    return {
        "topic": "entry",
        "passport_country": code or None,
        "rule": rule,
        "title": ENTRY_TITLE[language],
        "text": ENTRY_TEXTS[rule][language].format(country=country),
        "last_reviewed": LAST_REVIEWED,
        "sources": [SOURCES["entry"], SOURCES["immigration"]],
    }


def essentials(topic: str, passport: Optional[str], language: str) -> list[dict[str, Any]]:
    """The entries for ``topic`` (or every topic for ``all``) in ``language`` (EN, KH or ZH)."""
    lang = language if language in ("EN", "KH", "ZH") else "EN"
    names = ["entry", *TOPICS] if topic == "all" else [topic]
    out = []
    for name in names:
        if name == "entry":
            out.append(_entry(passport, lang))
            continue
        item = TOPICS[name]
        entry = {
            "topic": name,
            "title": item["title"][lang],
            "text": item["text"][lang],
            "last_reviewed": item.get("last_reviewed", LAST_REVIEWED),  # a topic reviewed on its own date
            "sources": [SOURCES[item["source"]]],
        }
        if name == "money":  # a Chinese traveller's first money question is how to pay DerLg (relay j9)
            entry["paying_derlg"] = payable_with(lang)
        out.append(entry)
    return out
