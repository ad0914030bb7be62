r = setunion(tolist([]), ["a", "b"], [1, "a"], strs)
