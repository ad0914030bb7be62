r = nul == {}
