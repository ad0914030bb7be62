r = regex_replace("aaa", "\\x41", "x")
