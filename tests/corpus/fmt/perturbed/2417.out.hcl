r = regex_replace(null, "a", "b")
