r = format("%05.1f:%s", 1E2, 99.99 != neg)
