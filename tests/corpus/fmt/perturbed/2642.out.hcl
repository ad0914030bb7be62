req = null
