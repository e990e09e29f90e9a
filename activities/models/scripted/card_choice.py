"""A shown card chosen with a choice verb, whatever comes before it in the message ("ok gracias. We
take the first one", "let's go with option 1", "I pick #1", "we'll take the Kep one", "好的谢谢 就第一个吧",
"要第一个", "អរគុណ យកទីមួយ"): the traveller books that trip (offline13, held-out batch L). A card
named without a verb ("the first one", "第一个") is still a look at it (dialogue.exploring)."""

from __future__ import annotations

import re

from agent.normal_text import normalize

# the card: an ordinal, "option/number/#N", or "the <name> one"
_CARD_EN = (
    r"(?:the )?(?:first|second|third|1st|2nd|3rd|last|middle)\b|(?:option|number|no\.?|trip|package) ?(?:[123]|one|two|three)\b|"
    r"#[123]\b|(?:the )?[a-z][a-z' -]{1,30} one\b|(?:the )?(?:cheapest|budget|standard|luxury) (?:one|option|trip)\b"
)
_VERB_EN = (
    r"\b(?:(?:we|i)(?:'ll| will| shall)? (?:take|pick|choose|select|want|go for|go with)|"
    r"(?:we|i)(?:'d| would) (?:like|take|prefer|go with|go for|pick|choose)|"
    r"(?:let's|lets|let us) (?:go with|go for|take|do|pick|choose|book)|(?:we|i)(?:'re| are|'m| am) (?:taking|going with|going for|picking|choosing)|"
    r"(?:take|pick|choose|select|book|give us|give me)|(?:we|i)(?:'ll|'d| will| would)? go with|decided on|going with)"
)
_EN = re.compile(_VERB_EN + r" (?:" + _CARD_EN + r")")
_ZH = re.compile(r"(?:要|就|选|订|定|挑|选择|决定)(?:了|选|要|订)?(?:第[一二三123]|选项[一二三123]|[123]号)")
_KH = re.compile(r"(?:យក|ជ្រើសរើស|ជ្រើស|កក់|សុំ)(?:\s?(?:ជម្រើស|កញ្ចប់|ដំណើរ|អាមួយ))?\s?ទី(?:មួយ|ពីរ|បី|[123])")


def chooses_a_card(text: str) -> bool:
    """The message takes one of the cards shown (a choice verb before it), wherever it stands."""
    t = normalize(text)
    return bool(_EN.search(t) or _ZH.search(t) or _KH.search(t))
