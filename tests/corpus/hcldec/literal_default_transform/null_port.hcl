port = null
