r = signum("2.5" + zero % f)
