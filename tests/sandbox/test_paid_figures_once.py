"""One paid figure per meaning in every result, each described in the session's language (issue 37, relay 15
req 36: amount_paid_usd, paid_in_total_usd, net_paid_usd and price_with_charges_usd side by side, explained
in English only).

Over generated journeys (travellers join or leave, top-ups paid or withdrawn, days pass, a cancellation):
no object of a result carries two paid figures of the same basis (sandbox/money_fields.py ``NET_OF``; every
payment before refunds is its own basis), and the model's view of it (agent/status_words.py) describes every
paid figure an object carries, in EN, KH and ZH."""

from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings, strategies as st

from agent.paid_words import KEY, PAID_MEANING
from agent.session_figures import objects
from agent.status_words import with_labels
from sandbox.money_fields import NET_OF
from tests.sandbox.test_local_figures_add_up import STEPS, journey

BASIS = {**NET_OF, "paid_in_total_usd": "every payment, before refunds"}
SCRIPT = {
    "EN": re.compile(r"^[\x00-\x7f]+$"),
    "KH": re.compile(r"[\u1780-\u17ff]"),
    "ZH": re.compile(r"[\u4e00-\u9fff]"),
}


def _paid(obj: dict[str, Any]) -> list[str]:
    return [k for k in BASIS if isinstance(obj.get(k), (int, float))]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(STEPS, min_size=1, max_size=6), language=st.sampled_from(["EN", "KH", "ZH"]))
def test_one_paid_figure_per_basis_each_described_in_the_sessions_language(steps: list[Any], language: str) -> None:
    for result in journey(steps):
        for obj in objects(result["data"]):
            bases = [BASIS[k] for k in _paid(obj)]
            assert len(bases) == len(set(bases)), (_paid(obj), obj)
        for obj in objects(with_labels(result["data"], language)):
            present = [k for k in PAID_MEANING if isinstance(obj.get(k), (int, float))]
            if len(present) < 2:
                continue
            said = obj[KEY]
            assert set(said) == set(present), (said, present)
            assert all(SCRIPT[language].search(text) for text in said.values()), said
