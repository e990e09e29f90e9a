"""Khmer and Chinese for the texts of a trip without the package's accommodation (sandbox/own_stay.py)."""

from __future__ import annotations

OWN_NIGHT = "Your own accommodation (not in the price)"
OWN_PLACE = "your own accommodation (the pickup point you give when booking)"
MEET_SUNRISE = "Early start for the sunrise: the guide meets you at {place}."
MEET_SELF_DRIVE = "Meet the guide at {place} (from 14:00)."
MEET_SELF_DRIVE_AT = "You drive yourselves: meet the guide at {place} at {time}."
LEAVES_OUT = "The package's hotel and its rooms: you stay at your own accommodation"

KH: dict[str, str] = {
    OWN_NIGHT: "កន្លែងស្នាក់នៅផ្ទាល់ខ្លួនរបស់លោក/លោកស្រី (មិនរួមក្នុងតម្លៃ)",
    OWN_PLACE: "កន្លែងស្នាក់នៅផ្ទាល់ខ្លួនរបស់លោក/លោកស្រី (ចំណុចមកទទួលដែលលោក/លោកស្រីផ្ដល់ពេលកក់)",
    MEET_SUNRISE: "ចេញដំណើរពីព្រលឹមដើម្បីមើលថ្ងៃរះ៖ មគ្គុទ្ទេសក៍ជួបលោក/លោកស្រីនៅ {place}។",
    MEET_SELF_DRIVE: "ជួបមគ្គុទ្ទេសក៍នៅ {place} (ពីម៉ោង ១៤:០០)។",
    MEET_SELF_DRIVE_AT: "លោក/លោកស្រីបើកបរដោយខ្លួនឯង៖ ជួបមគ្គុទ្ទេសក៍នៅ {place} ម៉ោង {time}។",
    LEAVES_OUT: "សណ្ឋាគារនៃកញ្ចប់ដំណើរ និងបន្ទប់របស់វា៖ លោក/លោកស្រីស្នាក់នៅកន្លែងស្នាក់នៅផ្ទាល់ខ្លួន",
}

ZH: dict[str, str] = {
    OWN_NIGHT: "自行安排的住宿（不含在价格内）",
    OWN_PLACE: "您自己的住宿（预订时提供的接送地点）",
    MEET_SUNRISE: "为看日出提早出发：导游在{place}与您会合。",
    MEET_SELF_DRIVE: "在{place}与导游会合（14:00 起）。",
    MEET_SELF_DRIVE_AT: "自驾：{time} 在{place}与导游会合。",
    LEAVES_OUT: "套餐酒店及其客房：您住在自己的住宿",
}
