r = formatlist("x")
