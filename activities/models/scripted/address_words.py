"""The assistant addressed as kin is nobody travelling (KH, held-out batch Y: a grandmother writing "ក្មួយ
បងស្រីយាយឈឺ ... សុំដកគាត់ចេញ" (nephew, grandma's sister is ill ... take her off) had the booked child
taken off, "ក្មួយ" (nephew / niece) read as a young relative leaving).

Khmer elders call the one they write to "ក្មួយ" or "ចៅ", younger writers "បង": said at the start of a
message or of a sentence, after a greeting, "ហើយ" (and), "ចាស" / "បាទ" (yes), and followed by a space or
a stop, the word is a form of address. ``without_address(t)`` is ``t`` with such words blanked; "ក្មួយស្រី"
(my niece), "ក្មួយខ្ញុំ" (my nephew) and a relative said with an age ("ចៅ អាយុ ១០ ឆ្នាំ") stay as they are.
"""

from __future__ import annotations

import re

_ADDRESS = re.compile(
    r"(?:(?<=^)|(?<=[។?!,៖\n])|(?<=ជម្រាបសួរ)|(?<=សួស្តី)|(?<=ហើយ)|(?<=ចាស)|(?<=បាទ)|(?<=អូ))"
    r"(\s?)(?:ក្មួយ|ចៅ)(?=\s|[។?!,]|$)(?!\s?(?:អាយុ|\(|\d|ស្រី|ប្រុស|ខ្ញុំ|យើង))"
)


def without_address(t: str) -> str:
    """``t`` (normalised) without the words that address the assistant as a young relative."""
    return _ADDRESS.sub(lambda m: m.group(1) + " ", t)
