"""A special request about a traveller who leaves the booking, said in the change's result (EN, KH, ZH):
the request stays with the operator until the traveller withdraws it (sandbox/leaver_requests.py)."""

from __future__ import annotations

ABOUT_LEAVER = (
    'Request {number} ("{request}") is about {who}, who leaves the booking: it still waits for the tour operator. '
    "Ask whether to withdraw it (withdrawSpecialRequest, request_number {number}).",
    'សំណើទី {number} ("{request}") ទាក់ទងនឹង {who} ដែលចាកចេញពីការកក់៖ វានៅតែរង់ចាំប្រតិបត្តិករទេសចរណ៍។ '
    "សូមសួរថាតើចង់ដកវាចេញឬទេ (withdrawSpecialRequest, request_number {number})។",
    "第 {number} 项特殊要求（“{request}”）与离开此预订的{who}有关：它仍在等待旅行社答复。"
    "请询问是否撤回（withdrawSpecialRequest，request_number {number}）。",
)
# a request naming a pickup place other than the booking's new one (changePickup, a change moving the pickup)
OLD_PICKUP = (
    'Request {number} ("{request}") names a pickup other than the new one ({new}): it still waits for the tour '
    "operator. Ask whether to withdraw it (withdrawSpecialRequest, request_number {number}).",
    'សំណើទី {number} ("{request}") និយាយពីកន្លែងទទួលផ្សេងពីកន្លែងថ្មី ({new})៖ វានៅតែរង់ចាំប្រតិបត្តិករទេសចរណ៍។ '
    "សូមសួរថាតើចង់ដកវាចេញឬទេ (withdrawSpecialRequest, request_number {number})។",
    "第 {number} 项特殊要求（“{request}”）写的接送地点不是新的接送地点（{new}）：它仍在等待旅行社答复。"
    "请询问是否撤回（withdrawSpecialRequest，request_number {number}）。",
)
