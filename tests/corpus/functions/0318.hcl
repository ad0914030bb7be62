r = formatlist("hello", 0)
