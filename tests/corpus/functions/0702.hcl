r = sethaselement(["a"], "a")
