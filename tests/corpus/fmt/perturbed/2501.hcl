r    =tonumber([1,    "a"])
