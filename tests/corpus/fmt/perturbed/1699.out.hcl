r = null == {}
