r = setproduct(["a", "b"], ["c"], ["d", "e"])
