r = format("%q", "a\"b")
