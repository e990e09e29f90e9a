"""A closed card keeps what it showed (relay 60, relay 63: an earlier quote card, once replaced or
confirmed, lost its figures, so scrolling back the old figures had gone). For every kind of closing, a
quote card (said no to, replaced by a newer quote of its kind, expired by its update or by its clock,
used, changed, closed, answered then closed, one that still needed details, one shown for information)
still shows every figure it showed before, marked closed (its status line under its heading in the
session's words, its figures greyed, struck unless confirmed), and no button on it can act. Later cards
change none of that. So does a QR panel, paid, expired, replaced or withdrawn: its amount and reference
stay (the amount greyed and struck unless paid), its picture goes only when a newer code replaced it,
and none of its buttons can act."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from tests.api.chat_page_support import eventually
from tests.api.screen_words import screen_problems
from tests.api.test_chat_page_cards import _qr, _top_up_owed
from tests.api.test_chat_page_quote_updates import SCRIPT, card, page_in

pytestmark = pytest.mark.browser

# the figures a card shows: each visible row of its facts (label, value), the QR's clock row left out
FIGURES = """(c) => [...c.querySelectorAll("dl.facts > div")]
  .filter((d) => d.getClientRects().length && !d.querySelector(".countdown"))
  .map((d) => [d.querySelector("dt")?.innerText ?? "", d.querySelector("dd").innerText])"""
# how each shown value looks: its colour, whether it is struck through, and whether it is a figure that
# stops being current (every value of a quote card; a QR's amount, not its booking reference). A line drawn
# on a value reaches its inline pieces, not an inline-block or block inside it (a date): each of those
# must carry the line itself to be seen struck.
LOOKS = """(c) => [...c.querySelectorAll("dl.facts > div")]
  .filter((d) => d.getClientRects().length && !d.querySelector(".countdown"))
  .map((d) => { const v = d.querySelector(".qr-amount") || d.querySelector("dd");
                const boxes = [v, ...[...v.querySelectorAll("*")].filter((n) => getComputedStyle(n).display !== "inline")];
                const struck = boxes.every((n) => getComputedStyle(n).textDecorationLine.includes("line-through"));
                const void_ = c.classList.contains("quote-card") || v.classList.contains("qr-amount");
                return [getComputedStyle(v).color, struck, void_]; })"""
ACTIVE = """(c) => [...c.querySelectorAll("button, input, select, textarea")]
  .filter((b) => !b.disabled && b.getClientRects().length).length"""
# the status line sits under the heading: read before the figures and the words above the card
STATUS_FIRST = """(c) => { const s = c.querySelector(".quote-closed");
  return !!s && s.previousElementSibling === c.querySelector(":scope > h3") && !!s.getClientRects().length; }"""


async def figures(node: Any) -> list[list[str]]:
    return await node.evaluate(FIGURES)


async def assert_closed_keeps(node: Any, shown: list[list[str]], struck: bool, open_looks: list[Any]) -> None:
    """The invariant on one closed card or panel: the same figures, visible, marked, nothing to press."""
    assert shown, "the card showed figures before it closed"
    assert await figures(node) == shown
    looks = await node.evaluate(LOOKS)
    assert all(colour != before[0] for (colour, *_), before in zip(looks, open_looks)), looks  # greyed
    if struck:
        assert all(line for _, line, void in looks if void) and any(void for *_, void in looks), looks
    assert await node.evaluate(ACTIVE) == 0


async def _state(node: Any, expected: str) -> bool:
    return await node.get_attribute("data-state") == expected


def update(quote_id: str, state: str, kind: str = "booking") -> dict[str, Any]:
    return {"type": "quote_update", "text": "", "quote_id": quote_id, "kind": kind, "state": state}


def change(language: str, quote_id: str, **extra: Any) -> dict[str, Any]:
    frame = card(language, quote_id)
    frame.update(kind="reschedule", **extra)
    frame["details"] = {**frame["details"], "amount_due_usd": 45.0}
    return frame


@pytest.mark.parametrize("language", ["EN", "KH", "ZH"])
async def test_every_closed_quote_card_keeps_its_figures_marked_closed_with_nothing_to_press(
    language, browser, fake_site
):
    base, fake = fake_site
    async with page_in(browser, base, language) as page:
        seen: dict[str, tuple[list[list[str]], bool]] = {}

        async def drawn(quote_id: str, frame: dict[str, Any], live: bool = True) -> tuple[Any, list[Any]]:
            fake.push(fake.log(frame))
            node = page.locator(f"section.quote-card[data-quote='{quote_id}']")
            await (node.locator("button.quote-confirm") if live else node.locator("dl.facts")).wait_for()
            return node, await node.evaluate(LOOKS)

        async def closed(quote_id: str, node: Any, state: str, shown: list[list[str]], looks: list[Any]) -> str:
            await eventually(lambda: _state(node, state), timeout=8)
            await assert_closed_keeps(node, shown, state != "used", looks)
            assert await node.evaluate(STATUS_FIRST)
            said = await node.locator(".quote-closed").inner_text()
            assert SCRIPT[language].search(said), said
            assert language == "EN" or screen_problems([await node.inner_text()], language) == []
            assert await node.locator(".quote-needs").count() == 0  # nothing asked of a closed card
            seen[quote_id] = (shown, state != "used")
            return said

        # closed by its quote_update, each reason
        words = {}
        for state in ("declined", "used", "changed", "closed", "expired"):
            quote_id = f"Q-{state}"
            node, looks = await drawn(quote_id, card(language, quote_id))
            shown = await figures(node)
            fake.push(fake.log(update(quote_id, state)))
            words[state] = await closed(quote_id, node, state, shown, looks)
        assert len(set(words.values())) == len(words)  # each reason says its own why

        # answered (Not now), then closed by the turn that read the answer
        node, looks = await drawn("Q-pressed", card(language, "Q-pressed"))
        shown = await figures(node)
        await node.locator("button.quote-decline").click()
        fake.push(fake.log(update("Q-pressed", "declined")))
        await closed("Q-pressed", node, "declined", shown, looks)

        # a summary that still needed details (no buttons): closed, it asks for them no more
        early = card(language, "Q-needs", details=False)
        node, looks = await drawn("Q-needs", early, live=False)
        assert await node.locator(".quote-needs").count() == 1
        shown = await figures(node)
        fake.push(fake.log(update("Q-needs", "changed")))
        await closed("Q-needs", node, "changed", shown, looks)

        # replaced by a newer quote of its kind, with no update of its own
        node, looks = await drawn("Q-older", card(language, "Q-older"))
        shown = await figures(node)
        await drawn("Q-newer", card(language, "Q-newer"))
        await closed("Q-older", node, "replaced", shown, looks)

        # a change quote whose clock runs out on the page
        soon = (datetime.now(UTC) + timedelta(seconds=2)).isoformat()
        node, looks = await drawn("Q-clock", change(language, "Q-clock", expires_at=soon))
        shown = await figures(node)
        await closed("Q-clock", node, "expired", shown, looks)

        # a change confirmed with a top-up still to pay: kept, and not "done" before its top-up is paid
        # (relay 63: "Confirmed: done." above the top-up QR); one with nothing to pay is done
        node, looks = await drawn("Q-due", change(language, "Q-due"))
        shown = await figures(node)
        fake.push(fake.log(update("Q-due", "used", "reschedule")))
        due = await closed("Q-due", node, "used", shown, looks)
        free = change(language, "Q-free")
        free["details"] = {**free["details"], "amount_due_usd": 0.0}
        node, looks = await drawn("Q-free", free)
        shown = await figures(node)
        fake.push(fake.log(update("Q-free", "used", "reschedule")))
        done = await closed("Q-free", node, "used", shown, looks)
        top_up = {"EN": "top-up", "KH": "ប្រាក់បន្ថែម", "ZH": "补款"}[language]
        assert top_up in due and top_up not in done and done not in due, (due, done)

        # figures shown for information only (no buttons), replaced by a newer change quote
        info = change(language, "Q-info", purpose="information", actions=[])
        node, looks = await drawn("Q-info", info, live=False)
        shown = await figures(node)
        await drawn("Q-last", change(language, "Q-last"))
        await closed("Q-info", node, "replaced", shown, looks)

        # scrolling back after all of it: every closed card still shows what it showed when it closed
        for quote_id, (shown, struck) in seen.items():
            node = page.locator(f"section.quote-card[data-quote='{quote_id}']")
            assert await figures(node) == shown, quote_id
            assert await node.evaluate(ACTIVE) == 0
            assert not struck or all(line for _, line, _void in await node.evaluate(LOOKS)), quote_id
        live = await page.locator("section.quote-card:not([data-state])").evaluate_all(
            "cs => cs.map(c => c.dataset.quote)"
        )
        assert sorted(live) == ["Q-last", "Q-newer"]  # one open card per kind, the newest


PANEL = "section.panel.qr[data-intent={}]"
NOTES = {"paid": ".qr-paid", "expired": ".qr-dead", "replaced": ".qr-replaced", "withdrawn": ".qr-withdrawn"}


async def qr_closed(panel: Any, state: str, shown: list[list[str]], looks: list[Any]) -> None:
    await eventually(lambda: _state(panel, state))
    if state == "paid":  # settled, not void: its amount stands as it was, unstruck
        assert await figures(panel) == shown and await panel.evaluate(ACTIVE) == 0
    else:
        await assert_closed_keeps(panel, shown, True, looks)
    assert await panel.locator(NOTES[state]).is_visible()
    assert any(re.search(r"\d", value) for _, value in shown)  # the amount is among what stays


@pytest.mark.parametrize("language", ["EN", "KH"])
async def test_every_settled_qr_keeps_its_amount_and_reference_with_nothing_to_press(language, browser, fake_site):
    base, fake = fake_site
    async with page_in(browser, base, language) as page:
        # replaced by a renewed hold's code, and that code then expired
        first = page.locator(PANEL.format("pi_fake1"))
        shown, looks = await figures(first), await first.evaluate(LOOKS)
        until = datetime.now(UTC) + timedelta(minutes=15)
        fake.push(fake.log(_qr("DLG-FAKE01", "pi_renewed", until)))
        await qr_closed(first, "replaced", shown, looks)
        assert await first.locator("img.qr-img").count() == 0  # one scannable code per booking
        renewed = page.locator(PANEL.format("pi_renewed"))
        await renewed.wait_for()
        again, again_looks = await figures(renewed), await renewed.evaluate(LOOKS)
        held = next(f for f in fake.frames if f["type"] == "booking_held")
        gone = {k: v for k, v in held.items() if k not in ("seq", "text", "reserved_until")}
        fake.push(fake.log({**gone, "type": "booking_update", "state": "expired", "status": "EXPIRED", "text": ""}))
        await qr_closed(renewed, "expired", again, again_looks)
        assert await figures(first) == shown  # the replaced one is as it was


async def test_a_paid_and_a_withdrawn_qr_keep_their_amounts_with_nothing_to_press(browser, fake_site):
    base, fake = fake_site
    async with page_in(browser, base, "EN") as page:
        booking = page.locator(PANEL.format("pi_fake1"))
        shown, looks = await figures(booking), await booking.evaluate(LOOKS)
        paid, top_up = await _top_up_owed(page, fake)
        await qr_closed(booking, "paid", shown, looks)
        owed, owed_looks = await figures(top_up), await top_up.evaluate(LOOKS)
        fake.push(fake.log(paid | {"withdrawn_top_up_intent_ids": ["pi_top"]}))
        await qr_closed(top_up, "withdrawn", owed, owed_looks)


async def test_a_press_answered_after_its_code_was_replaced_leaves_no_button_that_acts(browser, fake_site):
    """A failed simulated payment makes a live code's buttons pressable again; one whose answer comes after
    the code was replaced (a renewed hold meanwhile) leaves them disabled: a closed panel never acts."""
    base, fake = fake_site
    async with page_in(browser, base, "EN") as page:
        first = page.locator(PANEL.format("pi_fake1"))

        async def late_answer(route: Any) -> None:
            fake.push(fake.log(_qr("DLG-FAKE01", "pi_renewed", datetime.now(UTC) + timedelta(minutes=15))))
            await eventually(lambda: _state(first, "replaced"))
            await route.fulfill(status=500, body="{}")  # the press failed: its buttons would come back

        await page.route("**/sandbox/pay/**", late_answer)
        await first.locator("button.pay[data-status=FAILED]").click()
        await eventually(lambda: _state(first, "replaced"))
        await page.wait_for_timeout(300)  # the press's answer is handled
        assert await first.evaluate("(p) => [...p.querySelectorAll('button')].filter((b) => !b.disabled).length") == 0
