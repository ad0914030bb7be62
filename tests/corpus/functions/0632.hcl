r = regex("a", null)
