r = tostring("")
