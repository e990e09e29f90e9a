"""Evals: whole journeys as tasks, played against the real stack by a simulated traveller and
scored by the end state (README "Evals"). ``python -m evals`` or ``make eval``."""
