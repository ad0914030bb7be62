r = regex_replace("aaa", "(?smiU)a", "x")
