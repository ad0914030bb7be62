r = null == []
