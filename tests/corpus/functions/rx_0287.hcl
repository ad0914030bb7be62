r = regex_replace("aaa", "\\Q\\E*", "x")
