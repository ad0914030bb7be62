r    =    compact(["",    ""])
