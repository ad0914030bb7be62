r = element(["a"], null)
