"""Khmer and Chinese for the day start times and the drop-off (sandbox/data/day_times.py)."""

from __future__ import annotations

KH: dict[str, str] = {
    "Pickup: the driver meets you at the pickup point of the booking.": "មកទទួល៖ អ្នកបើកបរនឹងជួបលោក/លោកស្រីនៅចំណុចមកទទួលនៃការកក់។",
    "Meet the guide at the first hotel (check-in from 14:00).": "ជួបមគ្គុទ្ទេសក៍នៅសណ្ឋាគារដំបូង (ចូលស្នាក់ពីម៉ោង ១៤:០០)។",
    "Early start for the sunrise: the guide meets you in the hotel lobby.": "ចេញដំណើរព្រលឹមដើម្បីមើលថ្ងៃរះ៖ មគ្គុទ្ទេសក៍នឹងជួបលោក/លោកស្រីនៅបន្ទប់ទទួលភ្ញៀវនៃសណ្ឋាគារ។",
    "Drop-off at {place} around {time}": "ជូនដល់ {place} ប្រហែលម៉ោង {time}",
    "the pickup point you give when booking": "ចំណុចមកទទួលដែលលោក/លោកស្រីផ្ដល់ពេលកក់",
    "The drop-off is the pickup point. Another place in {region} (airport, bus station, a hotel) can be "
    "asked in the special requests; the operator confirms it.": "កន្លែងជូនដល់គឺចំណុចមកទទួល។ កន្លែងផ្សេងទៀតនៅ{region} "
    "(អាកាសយានដ្ឋាន ចំណតឡានក្រុង ឬសណ្ឋាគារ) អាចស្នើក្នុងសំណើពិសេស ហើយប្រតិបត្តិករនឹងបញ្ជាក់។",
    "You drive yourselves back: check out of the last hotel by 12:00.": "លោក/លោកស្រីបើកបរត្រឡប់ដោយខ្លួនឯង៖ ចាកចេញពីសណ្ឋាគារចុងក្រោយមុនម៉ោង ១២:០០។",
}

ZH: dict[str, str] = {
    "Pickup: the driver meets you at the pickup point of the booking.": "接送：司机在预订的接送地点与您会合。",
    "Meet the guide at the first hotel (check-in from 14:00).": "在第一家酒店与导游会合（14:00 起可入住）。",
    "Early start for the sunrise: the guide meets you in the hotel lobby.": "为看日出提早出发：导游在酒店大堂与您会合。",
    "Drop-off at {place} around {time}": "约 {time} 送达 {place}",
    "the pickup point you give when booking": "您预订时提供的接送地点",
    "The drop-off is the pickup point. Another place in {region} (airport, bus station, a hotel) can be "
    "asked in the special requests; the operator confirms it.": "送达地点即接送地点。如需送到{region}的其他地点"
    "（机场、汽车站或酒店），可在特殊要求中提出，由运营方确认。",
    "You drive yourselves back: check out of the last hotel by 12:00.": "您自驾返回：请在 12:00 前从最后一家酒店退房。",
}
