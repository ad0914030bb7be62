r = regex_replace("aaa", "\\x{41", "x")
