r= setproduct(["a"])
