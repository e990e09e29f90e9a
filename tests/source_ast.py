"""``parse(source)``: ``ast.parse`` for tests that read the project's own source.

CPython 3.11.7 (gh-106905) keeps the AST converter's recursion depth in shared module state, so a
parse can fail with ``SystemError: AST constructor recursion depth mismatch`` when another thread
of the test process converts an AST at the same moment (seen once in a full run). The source is
the same on a second try; any other error, or the same one three times, is raised.
"""

from __future__ import annotations

import ast


def parse(source: str, attempts: int = 3) -> ast.Module:
    for attempt in range(attempts):
        try:
            return ast.parse(source)
        except SystemError as err:
            if "recursion depth mismatch" not in str(err) or attempt == attempts - 1:
                raise
    raise AssertionError("unreachable")
