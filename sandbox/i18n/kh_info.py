"""Khmer phrases (see sandbox/i18n/__init__.py)."""

KH: dict[str, str] = {
}
