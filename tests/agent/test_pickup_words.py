"""A free pickup / drop-off change the traveller asks for by name is its own yes (relay 26 req 40/44).

Invariants, over EN / KH / ZH forms: the model's changePickup goes through for the place a stated
request names (also beside a question about something else), and for no other place; a request only
asked, or refused, moves nothing; "there" / "too" names the change only when the model's last message
put that very change to the traveller; a priced change never passes on words alone."""

from __future__ import annotations

from typing import Optional

from hypothesis import given, strategies as st

from agent.consent import hear, mark_shown, refusal
from agent.side_effects import apply_side_effects
from agent.state import ConversationState
from agent.tools.guards import guard_call
from tests.agent.test_pickup_consent import NOW, paid_session

PLACES = {
    "EN": ("Independence Monument, Phnom Penh", "Sokha Angkor Resort", "Wat Phnom"),
    "ZH": ("独立纪念碑", "金边机场", "塔仔山"),
    "KH": ("វិមានឯករាជ្យ", "វត្តភ្នំ", "ព្រលានយន្តហោះ"),
}
REQUESTS = {
    "EN": ("pickup at {p} pls instead of the hotel", "please pick us up at {p}", "change the pickup to {p} please"),
    "ZH": ("请改成在{p}接我们", "接送地点改到{p}吧"),
    "KH": ("សូមប្តូរកន្លែងមកទទួលទៅ{p}",),
}
QUESTIONS = {
    "EN": ("can the pickup be at {p}?", "could you pick us up at {p} instead?"),
    "ZH": ("能改到{p}接我们吗？",),
    "KH": ("អាចមកទទួលនៅ{p}បានទេ?",),
}
ASIDES = {  # a question about something else, said beside the request (relay 26 req 40)
    "EN": ("", ". what time is pickup there?", ". also is there diving on the island? how much"),
    "ZH": ("", " 几点接？"),
    "KH": ("", " ម៉ោងប៉ុន្មាន?"),
}


def session(language: str) -> ConversationState:
    state = paid_session()
    state.pickup_words, state.preferred_language = True, language
    state.pickup_location = "Frangipani Royal Palace Hotel"
    return state


def call(state: ConversationState, inp: dict[str, str]) -> Optional[str]:
    refused, _ = guard_call("changePickup", {"booking_id": "bk_1", **inp}, state)
    return refused["error"]["code"] if refused else None


def traveller(state: ConversationState, text: str, model_asked: str = "") -> None:
    if model_asked:
        state.messages.append({"role": "assistant", "content": [{"type": "text", "text": model_asked}]})
    state.messages.append({"role": "user", "content": text})


forms = st.sampled_from(sorted(PLACES)).flatmap(
    lambda lang: st.tuples(
        st.just(lang),
        st.sampled_from(PLACES[lang]),
        st.sampled_from(PLACES[lang]),
        st.sampled_from(REQUESTS[lang]),
        st.sampled_from(ASIDES[lang]),
        st.sampled_from(QUESTIONS[lang]),
    )
)


@given(forms)
def test_a_request_naming_the_place_moves_the_pickup_there_and_nowhere_else(form: tuple[str, ...]) -> None:
    language, named, called, request, aside, _ = form
    state = session(language)
    traveller(state, request.format(p=named) + aside)
    code = call(state, {"pickup_location": called})
    assert (code is None) == (named == called), (request, named, called, code)


@given(forms)
def test_a_pickup_only_asked_about_moves_nowhere(form: tuple[str, ...]) -> None:
    language, named, called, _, _, question = form
    state = session(language)
    traveller(state, question.format(p=named))
    assert call(state, {"pickup_location": called}) == "NEEDS_CONFIRMATION"


@given(st.sampled_from(("yes drop off there too pls", "ok drop us there as well", "drop off there too")), st.booleans())
def test_a_yes_naming_the_drop_off_answers_the_models_own_question_about_it(words: str, asked: bool) -> None:
    """Relay 26 req 44: "yes drop off there too pls. also … how much" under "move the drop-off to
    Independence Monument as well?". Without that question, "there" names no place."""
    place = PLACES["EN"][0]
    state = session("EN")
    state.pickup_location = place
    question = f"Your drop-off is still the Frangipani. Would you like me to move the drop-off to {place} as well?"
    traveller(state, words + ". also is there diving on the island? how much", question if asked else "")
    code = call(state, {"pickup_location": place, "drop_off_location": place})
    assert (code is None) == asked
    other = session("EN")
    other.pickup_location = place
    traveller(other, words, question)
    assert call(other, {"drop_off_location": PLACES["EN"][1]}) == "NEEDS_CONFIRMATION"  # not the place asked about


@given(st.sampled_from(("pick us up at {t} pls", "pickup time {t} please")), st.sampled_from(("06:30", "07:15")))
def test_a_request_naming_the_time_moves_that_time_only(request: str, said: str) -> None:
    for called in ("06:30", "07:15"):
        state = session("EN")
        traveller(state, request.format(t=said.lstrip("0")))
        assert (call(state, {"time": called}) is None) == (said == called)


@given(st.sampled_from(sum((REQUESTS[k] for k in REQUESTS), ())), st.sampled_from(("EN", "ZH", "KH")))
def test_a_priced_change_never_passes_on_words_alone(request: str, language: str) -> None:
    """The words that move a free pickup confirm no priced quote: a reschedule quote (a pickup move to the
    destination, priced) needs a yes given after it reached the screen."""
    state = session(language)
    data = {"quote_id": "qt_1", "kind": "reschedule", "booking_id": "bk_1", "new_total_usd": 560.0,
            "amount_due_usd": 60.0}  # fmt: skip
    words = request.format(p=PLACES[language][0])
    state.turn += 1
    hear(state, words, state.last_seq, "m1")  # said before the quote: answers nothing
    apply_side_effects(state, "previewReschedule", {"booking_id": "bk_1"}, {"success": True, "data": data}, NOW)
    quote = state.after_payment.quotes["reschedule"] if state.after_payment else None
    assert quote is not None and refusal("reschedule", quote, "previewReschedule") is not None
    state.last_seq += 1
    mark_shown(state, state.last_seq)
    assert refusal("reschedule", quote, "previewReschedule") is not None  # shown, but no yes since
