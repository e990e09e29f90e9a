"""Answer text cut into the pieces a streaming model would write, in every script.

A word with the blanks before it is one piece in a language that writes spaces. Khmer, Chinese, Japanese,
Thai, Lao and Myanmar write long runs without a space: a Chinese answer cut at blanks came out in
one to three pieces, a Khmer one in a few long phrases (issue 38), where an English answer grows
word by word. Such a run is cut every :data:`CLUSTERS_PER_PIECE` grapheme clusters instead (a base
character with the marks that sit on it, and in Khmer the subscript consonant after a coeng), so
a piece never splits a written syllable and every script streams in pieces of about a word.

The pieces join back to the text exactly. Pure: no I/O.
"""

from __future__ import annotations

import re
import unicodedata

CLUSTERS_PER_PIECE = 3
_TOKEN = re.compile(r"(\s*)(\S+)|\s+")  # a word with the blanks before it, as model tokens are
# scripts written without spaces between words (and the CJK punctuation and full-width forms)
_NO_SPACE = re.compile(
    "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u19e0-\u19ff\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uf900-\ufaff\uff00-\uffef]"
)
_JOINERS = frozenset("\u200c\u200d\u17d2\u1039")  # ZWNJ, ZWJ, Khmer coeng, Myanmar virama


def _joins_previous(char: str, previous: str) -> bool:
    """``char`` belongs to the cluster of the character before it."""
    return unicodedata.category(char).startswith("M") or char in _JOINERS or previous in _JOINERS


def clusters(text: str) -> list[str]:
    """``text`` as grapheme clusters (base character + its marks; Khmer coeng + the consonant below)."""
    out: list[str] = []
    for char in text:
        if out and _joins_previous(char, out[-1][-1]):
            out[-1] += char
        else:
            out.append(char)
    return out


def _cut(run: str) -> list[str]:
    parts = clusters(run)
    return ["".join(parts[i : i + CLUSTERS_PER_PIECE]) for i in range(0, len(parts), CLUSTERS_PER_PIECE)]


def stream_pieces(text: str) -> list[str]:
    """``text`` in word-sized pieces that join back to it (see the module docstring)."""
    pieces: list[str] = []
    for match in _TOKEN.finditer(text):
        lead, word = match.group(1), match.group(2)
        if word is None or not _NO_SPACE.search(word):
            pieces.append(match.group(0))
            continue
        cut = _cut(word)
        cut[0] = (lead or "") + cut[0]
        pieces.extend(cut)
    return pieces
