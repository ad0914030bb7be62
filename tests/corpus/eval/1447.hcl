r = null == flatten([[], []]) ? "1" + parseint("ff", 36) : try("abc" + 1, objs[1].size)
