r = regex("(?smiU)a", "aaa")
