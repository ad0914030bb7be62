r = null == [7, 2]
