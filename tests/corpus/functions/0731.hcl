r = setproduct([1], [])
