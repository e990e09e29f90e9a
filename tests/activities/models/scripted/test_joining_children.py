"""After payment a child joining the booked group is quoted at a child's price (add_children_ages),
never as an adult, in EN / KH / ZH; a yes that names the quoted change ("yes, add my niece") is that
change's yes (agent.consent_orders), so the model's confirm is the one the workflow accepts and the
change applies in that turn; a plain yes after it has nothing left to confirm."""

from __future__ import annotations

import pytest

from agent.consent import hear, mark_shown
from agent.state import AgentState
from tests.activities.models.scripted.journey_support import Journey

JOINS = {
    "EN": ["can we add my niece (9)?", "add my niece, she is 9", "my son (9) wants to come too"],
    "KH": ["ក្មួយស្រីអាយុ៩ឆ្នាំ មកជាមួយ", "ក្មួយស្រីខ្ញុំអាយុ៩ឆ្នាំ គាត់ចង់ទៅតាមដែរ អាចបន្ថែមគាត់ម្នាក់ទៀតបានទេ?"],
    "ZH": ["加一个9岁的孩子", "再加一个9岁的小孩可以吗？"],
}
YES_AND_CHANGE = {"EN": "yes, add my niece", "KH": "ចាស យល់ព្រម បន្ថែមក្មួយខ្ញុំទៅ", "ZH": "好的，加上孩子"}
YES = {"EN": "yes", "KH": "ចាស យល់ព្រម", "ZH": "好的"}


@pytest.mark.parametrize("lang, said", [(lang, said) for lang, forms in JOINS.items() for said in forms])
async def test_a_child_joining_a_paid_booking_is_quoted_as_a_child(lang, said):
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    assert journey.state.state == AgentState.POST_BOOKING
    await journey.say(said)
    sent = journey.calls("previewReschedule")
    assert len(sent) == 1 and sent[0].get("add_children_ages") == [9], (said, sent)
    assert not sent[0].get("add_adults") and "people_count" not in sent[0], (said, sent)


async def _heard(journey: Journey, text: str):
    """A turn as the workflow runs it with the consent rule: quotes on screen, the message heard first."""
    journey.state.consent_rule = True
    mark_shown(journey.state, len(journey.logs))
    hear(journey.state, text, len(journey.logs) + 1, f"m{len(journey.logs)}")
    return await journey.say(text)


@pytest.mark.parametrize("lang", ["EN", "KH", "ZH"])
async def test_a_yes_that_names_the_quoted_change_applies_it(lang):
    journey = Journey(lang)
    await journey.to_qr()
    journey.pay("succeed")
    before = journey.state.people_count
    assert before and not journey.state.children_ages
    await _heard(journey, JOINS[lang][0])
    log = await _heard(journey, YES_AND_CHANGE[lang])
    assert log.tools == ["confirmReschedule"], log.final_text
    assert log.final_text.strip() and not any("error" in str(r) for r in log.responses)
    assert journey.state.children_ages == [9] and journey.state.adults == before  # the adults stay adults
    assert journey.state.people_count == before + 1
    log = await _heard(journey, YES[lang])
    assert "confirmReschedule" not in log.tools, log.final_text  # nothing is confirmed twice
    assert journey.state.people_count == before + 1
