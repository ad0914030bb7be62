r = nul && true ? reverse(regexall("\\d+", "a1b22c333")) : log(8, 10)
