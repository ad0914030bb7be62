r    =    regex  ("\\P{^Greek}",    "aaa")
