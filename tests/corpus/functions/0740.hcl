r = setproduct(smap)
