"""Khmer and Chinese for what the traveller reads of their special requests (relay 22 req 2/7/13/50, relay 24
req 14: special_requests_status, who_confirms and operator_told were English in KH/ZH sessions). Keyed by
the English texts of sandbox/data/practical.py, sandbox/request_items.py and sandbox/routes/requests.py
(tests/sandbox/test_request_texts.py: each has its twin)."""

from __future__ import annotations

KH: dict[str, str] = {
    "Passed to the tour operator, who confirms it before travel; not confirmed yet. Allergy, medical and "
    "mobility needs are also checked by DerLg's operations team.": "បានបញ្ជូនទៅប្រតិបត្តិករទេសចរណ៍ "
    "ដែលនឹងបញ្ជាក់មុនការធ្វើដំណើរ ប៉ុន្តែមិនទាន់បានបញ្ជាក់នៅឡើយទេ។ តម្រូវការអាឡែស៊ី សុខភាព និងការធ្វើចលនា "
    "ក៏ត្រូវបានពិនិត្យដោយក្រុមប្រតិបត្តិការ DerLg ផងដែរ។",
    "The tour operator answers each request by {deadline}; until then it is not confirmed (status "
    "AWAITING_OPERATOR), and its status here changes when they answer. If the operator declines a request, "
    "DerLg support calls the traveller on the booking's phone; allergy, medical and mobility needs are also "
    "checked by DerLg's operations team.": "ប្រតិបត្តិករទេសចរណ៍ឆ្លើយតបសំណើនីមួយៗមុន {deadline}។ "
    "មុនពេលនោះ វាមិនទាន់បានបញ្ជាក់ទេ ហើយស្ថានភាពនឹងប្តូរនៅពេលពួកគេឆ្លើយតប។ បើប្រតិបត្តិករបដិសេធសំណើណាមួយ "
    "ផ្នែកជំនួយ DerLg នឹងទូរស័ព្ទទៅលេខក្នុងការកក់។ តម្រូវការអាឡែស៊ី សុខភាព និងការធ្វើចលនា ក៏ត្រូវបានពិនិត្យដោយក្រុមប្រតិបត្តិការ DerLg ផងដែរ។",
    "The tour operator sees this request withdrawn on the booking (its status {status}); nothing about the "
    "price changes.": "ប្រតិបត្តិករទេសចរណ៍ឃើញថាសំណើនេះត្រូវបានដកចេញពីការកក់។ តម្លៃមិនប្រែប្រួលទេ។",
    "This request was already withdrawn (at {at}); nothing changed.": "សំណើនេះត្រូវបានដកចេញរួចហើយ ({at})។ គ្មានអ្វីប្រែប្រួលទេ។",
    "The booking already asks this (request {numbers}, as special_request_items numbers them): nothing new was "
    "added, and it is said once. Its status is that request's.": "ការកក់នេះបានស្នើរឿងនេះរួចហើយ (សំណើលេខ {numbers} "
    "តាម special_request_items)។ មិនបានបន្ថែមអ្វីថ្មីទេ ហើយវាត្រូវបាននិយាយតែម្តង។ ស្ថានភាពរបស់វាគឺស្ថានភាពនៃសំណើនោះ។",
}

ZH: dict[str, str] = {
    "Passed to the tour operator, who confirms it before travel; not confirmed yet. Allergy, medical and "
    "mobility needs are also checked by DerLg's operations team.": "已转交旅行社，出发前由其确认；目前尚未确认。"
    "过敏、医疗和行动方面的需求也会由 DerLg 运营团队核查。",
    "The tour operator answers each request by {deadline}; until then it is not confirmed (status "
    "AWAITING_OPERATOR), and its status here changes when they answer. If the operator declines a request, "
    "DerLg support calls the traveller on the booking's phone; allergy, medical and mobility needs are also "
    "checked by DerLg's operations team.": "旅行社会在 {deadline} 前答复每项要求；在此之前尚未确认，答复后此处状态会更新。"
    "如旅行社无法安排某项要求，DerLg 客服会致电预订中的电话；过敏、医疗和行动方面的需求也会由 DerLg 运营团队核查。",
    "The tour operator sees this request withdrawn on the booking (its status {status}); nothing about the "
    "price changes.": "旅行社会在预订上看到该要求已撤回；价格不变。",
    "This request was already withdrawn (at {at}); nothing changed.": "该要求此前已撤回（{at}）；没有任何变化。",
    "The booking already asks this (request {numbers}, as special_request_items numbers them): nothing new was "
    "added, and it is said once. Its status is that request's.": "预订上已有这项要求（special_request_items 第 {numbers} 项）："
    "没有重复添加，只记一次。它的状态以该项要求为准。",
}
