"""Two essentials travellers ask about once a trip takes shape: health care (medicines, clinics,
water, vaccinations) and access at the sites (walking, steps, wheelchairs), in EN / KH / ZH.

General facts only, each with its source: nothing about a named clinic's hours or a person's
health. A need the traveller tells (diabetes, a bad knee, a diet, meal times) goes on the booking
as a special request; the texts say so, so the model offers it instead of giving medical advice.
"""

from __future__ import annotations

from typing import Any

CARE_REVIEWED = "2026-12-01"  # written against their sources on this date

CARE_SOURCES: dict[str, dict[str, str]] = {
    "health": {
        "name": "CDC Travelers' Health: Cambodia",
        "url": "https://wwwnc.cdc.gov/travel/destinations/traveler/none/cambodia",
    },
    "access": {"name": "APSARA National Authority (Angkor)", "url": "https://www.apsaraauthority.gov.kh"},
}

CARE_TOPICS: dict[str, dict[str, Any]] = {
    "health": {
        "title": {
            "EN": "Health: medicines, clinics and water",
            "KH": "សុខភាព៖ ថ្នាំ គ្លីនិក និងទឹក",
            "ZH": "健康：药品、诊所和饮水",
        },
        "text": {
            "EN": "Pharmacies are easy to find in towns (look for a green cross). Bring enough of any "
            "prescription medicine for the whole trip, in its original packaging with a copy of the "
            "prescription: the same brand may not be sold here. Siem Reap and Phnom Penh have private "
            "international clinics and hospitals used by visitors; in small towns and on the islands care is "
            "basic and a serious case is taken to Phnom Penh (or Siem Reap). Travel insurance that covers "
            "medical evacuation is strongly advised. Drink bottled or filtered water. Vaccinations and malaria "
            "advice depend on the person and the areas visited: ask a travel clinic 4 to 8 weeks before you go. "
            "Tell us about diabetes, allergies, a diet or fixed meal times: they go on the booking as special "
            "requests for the hotel and the guide.",
            "KH": "ឱសថស្ថានមានច្រើនក្នុងទីក្រុង (មើលសញ្ញាខ្វែងពណ៌បៃតង)។ សូមយកថ្នាំតាមវេជ្ជបញ្ជាឲ្យគ្រប់សម្រាប់ដំណើរទាំងមូល "
            "ក្នុងប្រអប់ដើម ជាមួយច្បាប់ចម្លងវេជ្ជបញ្ជា ព្រោះម៉ាកដដែលប្រហែលជាមិនមានលក់នៅទីនេះ។ សៀមរាប និងភ្នំពេញ "
            "មានគ្លីនិក និងមន្ទីរពេទ្យឯកជនអន្តរជាតិសម្រាប់ភ្ញៀវ; នៅទីក្រុងតូចៗ និងលើកោះ ការព្យាបាលមានកម្រិត "
            "ហើយករណីធ្ងន់ធ្ងរត្រូវបញ្ជូនទៅភ្នំពេញ (ឬសៀមរាប)។ សូមមានធានារ៉ាប់រងការធ្វើដំណើរ ដែលរួមទាំងការដឹកជញ្ជូនទៅព្យាបាលពេទ្យ។ "
            "សូមផឹកទឹកដប ឬទឹកចម្រោះ។ ការចាក់វ៉ាក់សាំង និងការការពារជំងឺគ្រុនចាញ់ អាស្រ័យលើមនុស្ស និងតំបន់ដែលទៅ៖ "
            "សូមសួរគ្លីនិកធ្វើដំណើរ ៤ ទៅ ៨ សប្តាហ៍មុនចេញដំណើរ។ សូមប្រាប់យើងពីជំងឺទឹកនោមផ្អែម អាឡែហ្ស៊ី របបអាហារ "
            "ឬម៉ោងបាយទៀងទាត់៖ យើងកត់វាក្នុងការកក់ជាសំណើពិសេស សម្រាប់សណ្ឋាគារ និងមគ្គុទ្ទេសក៍។",
            "ZH": "城镇里药店很多（认准绿色十字标志）。处方药请按整个行程的用量带足，保留原包装并带一份处方复印件，"
            "当地不一定有同样的品牌。暹粒和金边有游客常去的私立国际诊所和医院；小城镇和海岛的医疗条件有限，"
            "重症会被转送金边（或暹粒）。强烈建议购买包含医疗转运的旅行保险。请饮用瓶装水或过滤水。"
            "疫苗和疟疾预防因人和所去地区而异：请在出发前4至8周咨询旅行门诊。糖尿病、过敏、饮食或固定用餐时间"
            "请告诉我们：会作为特殊要求记入预订，转告酒店和导游。",
        },
        "source": "health",
        "last_reviewed": CARE_REVIEWED,
    },
    "access": {
        "title": {
            "EN": "Walking, steps and wheelchairs at the sites",
            "KH": "ការដើរ ជណ្តើរ និងរទេះរុញ នៅតាមទីកន្លែងទេសចរណ៍",
            "ZH": "景点的步行、台阶和轮椅",
        },
        "text": {
            "EN": "The Angkor temples have uneven stone paths, high thresholds and steep stairs. At Angkor Wat "
            "the causeway and the ground level can be reached with some help; the steep upper level (Bakan) "
            "is climbed by a wooden staircase with a handrail and is closed on some Buddhist holy days. Ta "
            "Prohm and the Bayon have wooden walkways over the worst ground but many steps; Banteay Srei is "
            "mostly level. A wheelchair can use the main paths with a helper. The guide can plan shorter "
            "walks and stop the vehicle near the entrances. Tuk-tuks and boats have a step up: tell us about "
            "limited mobility so the guide, the vehicle and a ground-floor room are arranged (a special request "
            "on the booking).",
            "KH": "ប្រាសាទអង្គរមានផ្លូវថ្មមិនរាបស្មើ ធរណីខ្ពស់ និងជណ្តើរចោត។ នៅប្រាសាទអង្គរវត្ត ផ្លូវដើរចូល និងជាន់ក្រោម "
            "អាចទៅដល់បានដោយមានមនុស្សជួយខ្លះ; ជាន់ខាងលើ (បាកាន) ឡើងតាមជណ្តើរឈើមានដៃកាន់ ហើយបិទនៅថ្ងៃសីលខ្លះ។ "
            "ប្រាសាទតាព្រហ្ម និងបាយ័ន មានផ្លូវដើរធ្វើពីឈើលើកន្លែងពិបាកដើរ តែមានជណ្តើរច្រើន; ប្រាសាទបន្ទាយស្រីភាគច្រើនរាបស្មើ។ "
            "រទេះរុញអាចប្រើលើផ្លូវធំៗបាន ដោយមានមនុស្សជួយរុញ។ មគ្គុទ្ទេសក៍អាចរៀបចំការដើរខ្លីៗ និងឈប់ឡានជិតច្រកចូល។ "
            "តុកតុក និងទូកមានជំហានឡើង៖ សូមប្រាប់យើងពីការលំបាកក្នុងការដើរ ដើម្បីរៀបចំមគ្គុទ្ទេសក៍ យានជំនិះ "
            "និងបន្ទប់ជាន់ផ្ទាល់ដី (ជាសំណើពិសេសក្នុងការកក់)។",
            "ZH": "吴哥古迹的石路高低不平，门槛高、台阶陡。吴哥窟的引道和底层有人搀扶可以到达；陡峭的最高层（Bakan）"
            "要走带扶手的木楼梯，部分佛教斋戒日关闭。塔布茏寺和巴戎寺在难走的地方铺有木栈道，但台阶很多；"
            "女王宫大部分路面平坦。有人推扶时，轮椅可以走主要道路。导游可以安排较短的步行路线，并把车停在入口附近。"
            "嘟嘟车和船都要上一级台阶：行动不便请告诉我们，以便安排导游、车辆和一楼房间（作为预订的特殊要求）。",
        },
        "source": "access",
        "last_reviewed": CARE_REVIEWED,
    },
}
