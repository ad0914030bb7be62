r = format("%v|%v", true ? 6.02e+23 : 100, contains([1, 2, 3], strs[1]))
