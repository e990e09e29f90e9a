"""Khmer and Chinese for the day start times and the drop-off (sandbox/data/day_times.py)."""

from __future__ import annotations

KH: dict[str, str] = {
    "Pickup at the pickup point given at booking (e.g. your hotel in the city you leave from).": "មកទទួលនៅចំណុចមកទទួលដែលបានផ្ដល់ពេលកក់ (ឧ. សណ្ឋាគាររបស់លោក/លោកស្រីនៅទីក្រុងដែលចេញដំណើរ)។",
    "Meet the guide at the first hotel (check-in from 14:00).": "ជួបមគ្គុទ្ទេសក៍នៅសណ្ឋាគារដំបូង (ចូលស្នាក់ពីម៉ោង ១៤:០០)។",
    "Early start for the sunrise: the guide meets you in the hotel lobby.": "ចេញដំណើរព្រលឹមដើម្បីមើលថ្ងៃរះ៖ មគ្គុទ្ទេសក៍នឹងជួបលោក/លោកស្រីនៅបន្ទប់ទទួលភ្ញៀវនៃសណ្ឋាគារ។",
    "Early start for the sunrise: the guide meets you in the lobby of {hotel}.": "ចេញដំណើរព្រលឹមដើម្បីមើលថ្ងៃរះ៖ មគ្គុទ្ទេសក៍នឹងជួបលោក/លោកស្រីនៅបន្ទប់ទទួលភ្ញៀវនៃ {hotel}។",
    "Drop-off back at {place} around {time}": "ជូនត្រឡប់ដល់ {place} ប្រហែលម៉ោង {time}",
    "the pickup point you give when booking (e.g. your hotel in {city})": "ចំណុចមកទទួលដែលលោក/លោកស្រីផ្ដល់ពេលកក់ (ឧ. សណ្ឋាគាររបស់លោក/លោកស្រីនៅ{city})",
    "The trip ends where it started: {place}. To be dropped somewhere else (an airport, a bus station, another "
    "hotel), say so in the special requests; the operator confirms it.": "ដំណើរបញ្ចប់នៅកន្លែងដែលបានចាប់ផ្ដើម៖ {place}។ "
    "បើចង់ឱ្យជូនទៅកន្លែងផ្សេង (អាកាសយានដ្ឋាន ចំណតឡានក្រុង ឬសណ្ឋាគារផ្សេង) សូមប្រាប់ក្នុងសំណើពិសេស ហើយប្រតិបត្តិករនឹងបញ្ជាក់។",
    "The trip ends at {place}, not where it started, as asked. To be dropped somewhere else, say so; the "
    "operator confirms it.": "ដំណើរបញ្ចប់នៅ {place} មិនមែននៅកន្លែងដែលបានចាប់ផ្ដើមទេ តាមការស្នើសុំ។ "
    "បើចង់ឱ្យជូនទៅកន្លែងផ្សេង សូមប្រាប់ ហើយប្រតិបត្តិករនឹងបញ្ជាក់។",
    "You drive yourselves back: check out of the last hotel by 12:00.": "លោក/លោកស្រីបើកបរត្រឡប់ដោយខ្លួនឯង៖ ចាកចេញពីសណ្ឋាគារចុងក្រោយមុនម៉ោង ១២:០០។",
    "Not on the last day: {activities} (the ride home leaves at {time})": "មិនមាននៅថ្ងៃចុងក្រោយ៖ {activities} (ការធ្វើដំណើរត្រឡប់ចេញនៅម៉ោង {time})",
}

ZH: dict[str, str] = {
    "Pickup at the pickup point given at booking (e.g. your hotel in the city you leave from).": "在预订时提供的接送地点接您（例如您出发城市的酒店）。",
    "Meet the guide at the first hotel (check-in from 14:00).": "在第一家酒店与导游会合（14:00 起可入住）。",
    "Early start for the sunrise: the guide meets you in the hotel lobby.": "为看日出提早出发：导游在酒店大堂与您会合。",
    "Early start for the sunrise: the guide meets you in the lobby of {hotel}.": "为看日出提早出发：导游在{hotel}大堂与您会合。",
    "Drop-off back at {place} around {time}": "约 {time} 送回 {place}",
    "the pickup point you give when booking (e.g. your hotel in {city})": "您预订时提供的接送地点（例如您在{city}的酒店）",
    "The trip ends where it started: {place}. To be dropped somewhere else (an airport, a bus station, another "
    "hotel), say so in the special requests; the operator confirms it.": "行程在出发地点结束：{place}。如需送到其他地点"
    "（机场、汽车站或其他酒店），请在特殊要求中提出，由运营方确认。",
    "The trip ends at {place}, not where it started, as asked. To be dropped somewhere else, say so; the "
    "operator confirms it.": "按您的要求，行程在{place}结束，而不是出发地点。如需送到其他地点，请告诉我们，由运营方确认。",
    "You drive yourselves back: check out of the last hotel by 12:00.": "您自驾返回：请在 12:00 前从最后一家酒店退房。",
    "Not on the last day: {activities} (the ride home leaves at {time})": "最后一天不含：{activities}（返程于 {time} 出发）",
}
