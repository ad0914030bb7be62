r = { a = null }
