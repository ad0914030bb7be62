r = null == null
