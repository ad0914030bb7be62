r = 1 < nul ? { for x in formatlist("%s=%s", tolist(strs)) : x => x... } : tostring(null)
