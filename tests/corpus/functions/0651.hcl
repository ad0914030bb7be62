r = regex_replace(null, "hello", "👍🏽é")
