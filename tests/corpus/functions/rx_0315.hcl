r = regexall("[[:^digit:]]+", "12ab")
