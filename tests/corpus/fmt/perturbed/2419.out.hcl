r = regex_replace("%s", null, ["a", "b"])
