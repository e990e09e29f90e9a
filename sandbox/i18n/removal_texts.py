"""A removed activity's price rule (sandbox/removal_credit.py), in EN / KH / ZH: how many activities the
removal takes out of the plan, times the one credit per activity, and which ({n}: the count; {credit}: one
activity's credit; {amount}: the item's credit per adult; {names}: what it takes out)."""

from __future__ import annotations

from sandbox.catalogue.models import Text

ONE = Text(
    en="1 activity taken out x {credit} USD = -{amount} USD per adult ({names}).",
    kh="សកម្មភាព 1 ដកចេញ x {credit} ដុល្លារ = -{amount} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ ({names})។",
    zh="取消 1 个项目 x {credit} 美元 = 每位成人 -{amount} 美元（{names}）。",
)
MANY = Text(
    en="{n} activities taken out x {credit} USD = -{amount} USD per adult ({names}).",
    kh="សកម្មភាព {n} ដកចេញ x {credit} ដុល្លារ = -{amount} ដុល្លារ ក្នុងមនុស្សពេញវ័យម្នាក់ ({names})។",
    zh="取消 {n} 个项目 x {credit} 美元 = 每位成人 -{amount} 美元（{names}）。",
)
# {asked}: the activities the name matched; {tied}: what goes with them on their day (sandbox/data/ties.py)
WITH_TIED = Text(
    en="{asked} and what goes with it: {tied}",
    kh="{asked} និងអ្វីដែលទៅជាមួយវា៖ {tied}",
    zh="{asked}及随之取消的：{tied}",
)
