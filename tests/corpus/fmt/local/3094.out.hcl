r = sethaselement({ a = 1 }, "a")
