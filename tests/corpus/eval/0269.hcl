r = regex("^h(.)l", "abc123") != format("%s-%d", 2, false)
