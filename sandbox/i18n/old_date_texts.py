"""What a change that moves the dates says of each kept special request or pickup naming a day of the old
dates (EN, KH, ZH): check it, since it was written for those dates (sandbox/old_date_requests.py)."""

from __future__ import annotations

OLD_DATE_REQUEST = (
    'Check: request {number} ("{request}") names the old date (written for {start} to {end}); the trip now runs '
    "{new_start} to {new_end}. It stays as written for the tour operator: ask the traveller for the new date or "
    "flight (updateTravellerPreferences special_needs), or whether to withdraw it (withdrawSpecialRequest, "
    "request_number {number}).",
    'ពិនិត្យ៖ សំណើទី {number} ("{request}") និយាយពីកាលបរិច្ឆេទចាស់ (សរសេរសម្រាប់ {start} ដល់ {end}); ដំណើរឥឡូវនេះគឺ '
    "{new_start} ដល់ {new_end}។ វានៅដដែលសម្រាប់ប្រតិបត្តិករទេសចរណ៍៖ សូមសួរភ្ញៀវពីកាលបរិច្ឆេទ ឬជើងហោះហើរថ្មី "
    "(updateTravellerPreferences special_needs) ឬថាតើចង់ដកវាចេញ (withdrawSpecialRequest, request_number {number})។",
    "请核对：第 {number} 项特殊要求（“{request}”）写的是旧日期（按 {start} 至 {end} 写的）；行程现在是 {new_start} 至 "
    "{new_end}。它仍按原文转给旅行社：请向旅客确认新的日期或航班（updateTravellerPreferences special_needs），"
    "或是否撤回（withdrawSpecialRequest，request_number {number}）。",
)
OLD_DATE_PICKUP = (
    'Check: the pickup ("{pickup}"{at}) was set for the old dates ({start} to {end}); the trip now starts '
    "{new_start}. Ask the traveller whether it still holds on the new date (changePickup to change it).",
    'ពិនិត្យ៖ កន្លែងទទួល ("{pickup}"{at}) ត្រូវបានកំណត់សម្រាប់កាលបរិច្ឆេទចាស់ ({start} ដល់ {end}); ដំណើរឥឡូវចាប់ផ្តើម '
    "{new_start}។ សូមសួរភ្ញៀវថាតើវានៅតែត្រឹមត្រូវនៅថ្ងៃថ្មីឬទេ (changePickup ដើម្បីប្តូរ)។",
    "请核对：接送（“{pickup}”{at}）是按旧日期（{start} 至 {end}）安排的；行程现在从 {new_start} 开始。"
    "请向旅客确认新日期是否仍然适用（如需更改用 changePickup）。",
)
