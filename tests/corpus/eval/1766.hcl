r = nul == null && false ? true : t
