a = "abc\
