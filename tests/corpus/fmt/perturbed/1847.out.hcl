r = nul == []
