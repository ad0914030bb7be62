r = strrev(regex("(\\d+)", "abc123"))
