r = regex_replace("aaa", "\\400", "x")
