r = nul == null ? keys(smap) : formatlist("%s=%s", ["x", "y"])
