r = true ? 0.1 : 007 <= neg
