"""DerLg support's contact details: what the traveller, the model and the settings default name.

Data only, below every module that quotes them (texts, guards, late payments, settings).
"""

SUPPORT_EMAIL = "support@derlg.com"
SUPPORT_PHONE = "+855 23 900 123"
