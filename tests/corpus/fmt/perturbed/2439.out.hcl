r = setproduct(["a"])
