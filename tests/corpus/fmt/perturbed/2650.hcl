one    "a"    "b"  {}
