r = [numstr, nums < 3 ? "true" : "hello world"]
