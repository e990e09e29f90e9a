"""Simplified Chinese phrases (see sandbox/i18n/__init__.py)."""

ZH: dict[str, str] = {
}
