r = regex_replace("aaa", "\\P{^Greek}", "x")
