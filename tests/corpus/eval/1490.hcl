r = true || t && nul == null
