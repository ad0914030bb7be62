r = true || contains(words, numstr) ? signum(abs(42)) : 42 + obj.port % 0.5
