"""Developer and operator scripts: ``python -m scripts.devstack`` (make run), bench, drills."""
