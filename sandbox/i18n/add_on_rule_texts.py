"""An add-on's age and company rules (sandbox/add_on_age_rule.py) and the removal of an add-on from a paid
booking (sandbox/add_on_removal.py), in English, Khmer and Chinese."""

from __future__ import annotations

WITH_COMPANY = (
    "{from_age}A child under {limit} takes it only with someone aged {escort} or over taking part (an adult or "
    "a 16-17-year-old of the group); from {limit} a child may take it alone."
)
FROM_AGE = "Ages {least} and over only. "
ONLY_FROM = "Ages {least} and over only; from {least} a traveller may take it alone."
LEFT_OUT = (
    "Children under {limit} take {activity} only with someone aged {escort} or over taking part; with nobody "
    "that age left on it, the {ages}-year-old(s) are left out of {activity} and their share comes off the price."
)
TAKEN_OFF = "{activity} is taken off the booking for {who}; its price comes off, refunded by the refund tier."
EVERYONE = "everyone taking it"

KH: dict[str, str] = {
    WITH_COMPANY: "{from_age}កុមារអាយុក្រោម {limit} ឆ្នាំចូលរួមបានតែជាមួយមនុស្សអាយុ {escort} ឆ្នាំឡើងទៅដែលចូលរួមដែរ "
    "(មនុស្សពេញវ័យ ឬក្មេងអាយុ 16-17 ឆ្នាំក្នុងក្រុម)។ ចាប់ពីអាយុ {limit} ឆ្នាំ កុមារអាចចូលរួមតែម្នាក់ឯងបាន។",
    FROM_AGE: "សម្រាប់តែអាយុ {least} ឆ្នាំឡើងទៅ។ ",
    ONLY_FROM: "សម្រាប់តែអាយុ {least} ឆ្នាំឡើងទៅ។ ចាប់ពីអាយុ {least} ឆ្នាំ អ្នកដំណើរអាចចូលរួមតែម្នាក់ឯងបាន។",
    LEFT_OUT: "កុមារអាយុក្រោម {limit} ឆ្នាំចូលរួម {activity} បានតែជាមួយមនុស្សអាយុ {escort} ឆ្នាំឡើងទៅដែលចូលរួមដែរ។ "
    "ដោយគ្មានមនុស្សអាយុនោះនៅសល់ កុមារអាយុ {ages} ឆ្នាំមិនចូលរួម {activity} ទេ ហើយតម្លៃចំណែករបស់ពួកគេត្រូវដកចេញ។",
    TAKEN_OFF: "{activity} ត្រូវដកចេញពីការកក់សម្រាប់ {who}។ តម្លៃរបស់វាត្រូវដកចេញ ហើយសងវិញតាមកម្រិតសងប្រាក់។",
    EVERYONE: "គ្រប់គ្នាដែលចូលរួម",
}

ZH: dict[str, str] = {
    WITH_COMPANY: "{from_age}{limit}岁以下的儿童只有在{escort}岁或以上的人（成人或团中16-17岁的孩子）一同参加时才能参加；"
    "{limit}岁起儿童可以单独参加。",
    FROM_AGE: "仅限{least}岁及以上。",
    ONLY_FROM: "仅限{least}岁及以上；{least}岁起可以单独参加。",
    LEFT_OUT: "{limit}岁以下的儿童只有在{escort}岁或以上的人一同参加时才能参加{activity}；由于已没有这个年龄的人参加，"
    "{ages}岁的孩子不再参加{activity}，他们的费用从价格中扣除。",
    TAKEN_OFF: "已从预订中为{who}取消{activity}；其价格被扣除，按退款档位退款。",
    EVERYONE: "所有参加者",
}
