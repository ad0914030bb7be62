r = [for x in strs : x if nul]
