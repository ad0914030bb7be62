r=    can("${nofunc()}")
