r = nul == null ? n >= 99.99 : 3 == -1
