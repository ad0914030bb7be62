port    = null
