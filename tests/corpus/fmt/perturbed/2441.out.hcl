r = setproduct(tolist([]), toset(strs), toset(strs), [null])
