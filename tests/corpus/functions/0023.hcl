r = can("${nums}")
