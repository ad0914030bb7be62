r = setproduct(["a", "b"], [1, 2])
