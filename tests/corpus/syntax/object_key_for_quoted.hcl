a = {"for" = 1}
