"""System prompt builder, stage instructions, language texts."""
