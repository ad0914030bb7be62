r = split("", "abc")
