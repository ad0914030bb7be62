a = null ? 1 : 2
