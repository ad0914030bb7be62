r = replace("hello", "", "-")
