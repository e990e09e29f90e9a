"""getTravelEssentials (issue 23): entry rules by passport and the everyday essentials, in EN/KH/ZH,
each with an official source and a last-reviewed date."""

from __future__ import annotations

import re

import pytest

from sandbox.data.care_topics import CARE_REVIEWED
from sandbox.data.essentials import ASEAN_VISA_FREE, TOPICS
from tests.sandbox.support import Sandbox

KHMER = re.compile(r"[\u1780-\u17ff]")
CJK = re.compile(r"[\u4e00-\u9fff]")


def essentials(sb: Sandbox, language: str = "EN", **body) -> list[dict]:
    return sb.data("getTravelEssentials", {"language": language, **body})["items"]


@pytest.mark.parametrize(
    ("passport", "rule"), [("CN", "visa_needed"), ("us", "visa_needed"), ("TH", "visa_free"), ("SG", "visa_free")]
)
def test_entry_rule_by_passport(sb: Sandbox, passport: str, rule: str) -> None:
    [item] = essentials(sb, topic="entry", passport_country=passport)
    assert item["rule"] == rule and item["passport_country"] == passport.upper()
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", item["last_reviewed"])
    assert any(s["url"] == "https://www.evisa.gov.kh" for s in item["sources"])
    if rule == "visa_needed":
        assert "e-Visa" in item["text"] and "visa on arrival" in item["text"]
    else:
        assert ASEAN_VISA_FREE[passport] in item["text"] and "without a visa" in item["text"]


def test_without_a_passport_the_rule_asks_for_it(sb: Sandbox) -> None:
    [item] = essentials(sb, topic="entry")
    assert item["rule"] == "unknown" and "which passport" in item["text"]


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_every_topic_in_every_language_with_its_source(sb: Sandbox, language: str) -> None:
    items = essentials(sb, language, topic="all", passport_country="CN")
    assert [i["topic"] for i in items] == ["entry", *TOPICS]
    for item in items:
        assert item["title"] and item["text"] and item["last_reviewed"] and item["sources"]
        assert all(s["url"].startswith("https://") and s["name"] for s in item["sources"])
        text = item["title"] + item["text"]
        if language == "KH":
            assert KHMER.search(text) and not CJK.search(text)
        elif language == "ZH":
            assert CJK.search(text) and not KHMER.search(text)
        else:
            assert not KHMER.search(text) and not CJK.search(text)


def test_a_bad_passport_code_is_a_clear_error(sb: Sandbox) -> None:
    error = sb.error("getTravelEssentials", {"topic": "entry", "passport_country": "China!"}, 400)
    assert error["code"] == "INVALID_INPUT" and "passport_country" in error["message"]


@pytest.mark.parametrize("language", ["EN", "ZH"])
def test_the_money_entry_says_how_a_derlg_booking_is_paid(sb: Sandbox, language: str) -> None:
    """Relay j9: a Chinese traveller asked whether WeChat Pay works; the money entry did not say."""
    [item] = essentials(sb, language, topic="money")
    paying = item["paying_derlg"]
    assert paying["foreign_wallets_accepted"] is False
    assert ("WeChat Pay" if language == "EN" else "微信支付") in paying["not_accepted"]  # as the traveller knows it
    assert any(app.startswith("ABA") for app in paying["khqr_apps"])
    assert ("Cambodian" in paying["if_no_cambodian_app"]) == (language == "EN")


@pytest.mark.parametrize(("language", "wanted"), [("ZH", "中国护照"), ("KH", "ចិន"), ("EN", "Chinese passports")])
def test_the_passport_country_is_named_in_the_session_language(language: str, wanted: str) -> None:
    """Relay j20: a Chinese traveller read "CN护照"."""
    from sandbox.data.essentials import essentials

    text = essentials("entry", "CN", language)[0]["text"]
    assert wanted in text and "CN" not in text
    assert "新加坡" in essentials("entry", "SG", "ZH")[0]["text"]  # an ASEAN passport too


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_health_and_access_are_facts_with_a_source_that_send_needs_to_the_booking(sb: Sandbox, language: str) -> None:
    """A traveller's health or mobility question has a cited answer in their language, and the answer sends their
    own need (diabetes, a bad knee) to the booking's special requests instead of advising them."""
    request_words = {"EN": "special request", "KH": "សំណើពិសេស", "ZH": "特殊要求"}[language]
    for topic in ("health", "access"):
        [item] = essentials(sb, language, topic=topic)
        assert item["topic"] == topic and item["sources"] and item["last_reviewed"]
        assert request_words in item["text"]
        assert item["last_reviewed"] == CARE_REVIEWED  # its own review, not the older topics' date
    [health] = essentials(sb, language, topic="health")
    assert {"EN": "prescription", "KH": "វេជ្ជបញ្ជា", "ZH": "处方"}[language] in health["text"]


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
def test_a_cambodian_passport_needs_no_visa(sb: Sandbox, language: str) -> None:
    """Relay 67 req 4: a Cambodian passport was told it needs a tourist visa (T, 30 days) to enter Cambodia."""
    [item] = essentials(sb, language, topic="entry", passport_country="KH")
    assert item["rule"] == "citizen"
    assert (
        "e-Visa" not in item["text"]
        and {"EN": "no visa", "KH": "មិនត្រូវការទិដ្ឋាការ", "ZH": "无需签证"}[language] in item["text"]
    )
