"""A QR panel's words follow its payment's state (relay 10): after a failed payment it says the payment
did not go through (never "payment sent, waiting for confirmation"); once paid, expired or replaced,
nothing on it still asks to pay or says it waits for payment (the words shown with it are folded away)."""

from __future__ import annotations

import pytest

from tests.api.chat_page_support import eventually, open_page

pytestmark = pytest.mark.browser

WAITING = ("waiting for confirmation", "waiting for payment", "Scan with your banking app")


async def _visible_words(qr) -> str:
    """What the traveller reads in the QR's message: its text outside folded (closed) earlier words."""
    return await qr.evaluate(
        """(panel) => {
            const msg = panel.closest("article");
            const copy = msg.cloneNode(true);
            copy.querySelectorAll("details:not([open])").forEach((d) => d.remove());
            return copy.innerText;
        }"""
    )


async def _has(locator, part: str) -> bool:
    return part in await locator.inner_text()


async def test_the_qr_says_a_failed_payment_failed_and_a_paid_qr_no_longer_waits(browser, fake_site):
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        qr = page.locator("section.panel.qr[data-intent=pi_fake1]")
        await qr.wait_for()
        await fake_words(fake, qr)
        await qr.locator("button.pay[data-status=FAILED]").click()
        await eventually(lambda: _has(qr.locator(".pay-note"), "did not go through"))
        note = await qr.locator(".pay-note").inner_text()
        assert not any(w in note for w in WAITING), note
        assert await qr.get_attribute("data-state") == "pending"  # the hold is live: it can be paid again

        await qr.locator("button.pay[data-status=SUCCEEDED]").click()
        await eventually(lambda: _is(qr.get_attribute("data-state"), "paid"))
        words = await _visible_words(qr)
        assert "nothing more to pay" in words
        assert not any(w in words for w in WAITING), words
        assert await qr.locator(".pay-note").count() == 0


async def fake_words(fake, qr) -> None:
    """The QR's message says what the model says while unpaid (the canned frame's "Scan to pay.")."""
    assert "Scan to pay." in await qr.evaluate("(p) => p.closest('article').innerText")


async def _is(value, expected) -> bool:
    return await value == expected


async def test_the_booking_card_says_paid_in_total_the_refund_on_its_way_and_kept_in_the_sessions_words(
    browser, fake_site
):
    # relay 10: "$523.64 paid" after a refund, nothing about the $100.70 kept or the refund on its way
    base, fake = fake_site
    money = {
        "paid_in_total_usd": 725.04,
        "refund_pending_usd": 100.7,
        "refund_pending_local": 412900,
        "kept_usd": 100.7,
    }
    async with open_page(browser, base + "/") as page:
        card = page.locator("section.booking-card[data-ref=DLG-FAKE01]")
        await card.wait_for()
        held = next(f for f in fake.frames if f["type"] == "booking_held")
        update = {k: v for k, v in held.items() if k not in ("seq", "text", "reserved_until")}
        paid = {"state": "paid", "status": "CONFIRMED", "payment": "paid", "total_usd": 523.64, "local_currency": "KHR"}
        fake.push(fake.log({**update, **paid, **money, "type": "booking_update"}))
        await eventually(lambda: _has(card, "Refund on its way"))
        rows = await card.evaluate(
            "(c) => Object.fromEntries([...c.querySelectorAll('dl.facts > div')]"
            ".filter((d) => d.querySelector('dt')).map((d) => [d.querySelector('dt').innerText, d.querySelector('dd').innerText]))"
        )
        assert rows["Paid in total"] == "$725.04"  # no riel figure in the frame: none made up on the page
        assert rows["Refund on its way"] == "$100.70 (412,900៛)"
        assert rows["Kept under the cancellation policy"] == "$100.70"
        assert rows["Total"] == "$523.64"


async def _fold_label(qr) -> str:
    return await qr.evaluate(
        "(p) => p.closest('article').querySelector('details.qr-words-earlier > summary').innerText"
    )


async def test_a_replaced_qrs_folded_words_never_say_a_payment_was_settled(browser, fake_site):
    """The fold's label is true for what settled the QR (relay 49 L544: "Earlier message (before this payment
    was settled)" over a QR replaced after a failed payment, nothing paid): replaced says replaced, paid says paid."""
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        old = page.locator("section.panel.qr[data-intent=pi_fake1]")
        await old.wait_for()
        await old.locator("button.pay[data-status=FAILED]").click()
        await eventually(lambda: _has(old.locator(".pay-note"), "did not go through"))
        first = next(f for f in fake.frames if f["type"] == "qr_payment")
        fake.push(fake.log({**first, "payment_intent_id": "pi_fake2", "text": "A new code."}))
        await eventually(lambda: _is(old.get_attribute("data-state"), "replaced"))
        label = await _fold_label(old)
        assert "replaced" in label and "payment" not in label.lower(), label
        new = page.locator("section.panel.qr[data-intent=pi_fake2]")
        await new.wait_for()
        await new.locator("button.pay[data-status=SUCCEEDED]").click()
        await eventually(lambda: _is(new.get_attribute("data-state"), "paid"))
        assert "payment arrived" in await _fold_label(new)


async def test_a_card_while_a_top_up_waits_says_paid_owed_and_the_total_after(browser, fake_site):
    """Relay 49 L717: "Total $667.80" beside "top-up to pay" while $126 was owed on an agreed $793.80."""
    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        card = page.locator("section.booking-card[data-ref=DLG-FAKE01]")
        await card.wait_for()
        held = next(f for f in fake.frames if f["type"] == "booking_held")
        update = {k: v for k, v in held.items() if k not in ("seq", "text", "reserved_until")}
        waiting = {"state": "paid", "status": "CONFIRMED", "payment": "balance_due", "total_usd": 667.8}
        money = {"amount_paid_usd": 667.8, "balance_due_usd": 126.0, "total_after_top_up_usd": 793.8}
        fake.push(fake.log({**update, **waiting, **money, "type": "booking_update"}))
        await eventually(lambda: _has(card, "Top-up to pay"))
        rows = await card.evaluate(
            "(c) => Object.fromEntries([...c.querySelectorAll('dl.facts > div')]"
            ".filter((d) => d.querySelector('dt')).map((d) => [d.querySelector('dt').innerText, d.querySelector('dd').innerText]))"
        )
        assert rows["Paid"] == "$667.80" and rows["Top-up to pay"] == "$126"
        assert rows["Total after the top-up"] == "$793.80" and "Total" not in rows, rows


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_a_failed_top_ups_words_mark_its_own_qr_failed(browser, fake_site, language: str):
    """Relay 66: a failed top-up's QR still said "payment sent, waiting for confirmation" under the words saying it
    failed. The words of a failed payment name their code; that QR says failed at once, another QR stays as it was."""
    from datetime import UTC, datetime, timedelta

    from tests.api.test_chat_page_cards import _qr

    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.locator("section.panel.qr[data-intent=pi_fake1]").wait_for()
        await page.click(f"#lang-switch button[data-lang={language}]")
        failed_words = await page.evaluate("async () => (await import('/static-chat/i18n.js')).t('qrFailed')")
        until = datetime.now(UTC) + timedelta(hours=24)
        fake.push(fake.log(_qr("DLG-FAKE01", "pi_topup1", until, purpose="top_up")))
        top_up = page.locator("section.panel.qr[data-intent=pi_topup1]")
        await top_up.wait_for()
        fake.push(fake.log({"type": "text", "text": "That payment did not go through.", "payment_failed": True,
                            "top_up_failed": True, "payment_intent_id": "pi_topup1"}))  # fmt: skip
        await eventually(lambda: _has(top_up.locator(".pay-note"), failed_words))
        assert await top_up.get_attribute("data-payment") == "failed"
        assert await page.locator("section.panel.qr[data-intent=pi_fake1]").get_attribute("data-payment") is None


async def test_a_day_long_countdown_counts_hours(browser, fake_site):
    """Relay 66: a top-up payable within 24 hours counted down "1439:12"; a countdown past an hour reads h:mm:ss."""
    from datetime import UTC, datetime, timedelta

    from tests.api.chat_page_support import countdown_seconds
    from tests.api.test_chat_page_cards import _qr

    base, fake = fake_site
    async with open_page(browser, base + "/") as page:
        await page.locator("section.panel.qr[data-intent=pi_fake1]").wait_for()
        fake.push(fake.log(_qr("DLG-FAKE01", "pi_topup2", datetime.now(UTC) + timedelta(hours=24), purpose="top_up")))
        clock = page.locator("section.panel.qr[data-intent=pi_topup2] .countdown")
        await clock.wait_for()
        said = (await clock.inner_text()).strip()
        assert said.count(":") == 2 and said.startswith(("23:", "24:")), said
        assert 23 * 3600 < countdown_seconds(said) <= 24 * 3600
