r = can("${nofunc()}")
