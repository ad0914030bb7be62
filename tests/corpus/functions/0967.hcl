r = tomap("")
