r = nul == null
