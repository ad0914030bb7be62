r = null == nested[0]
