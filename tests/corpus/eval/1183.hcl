r = !(nul == null)
