"""Sandbox catalogue data: realistic, fictional-where-commercial Cambodia travel data."""
