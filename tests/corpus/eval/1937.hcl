r = "2.5" + big + length(nested[0])
