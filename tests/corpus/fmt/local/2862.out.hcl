r = lookup({ a = "x" }, "b", "def")
