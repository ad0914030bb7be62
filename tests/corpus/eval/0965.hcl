r = format("%t %s", int(-1.5), nul == null)
