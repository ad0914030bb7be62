r = null
