r = false || false ? format("%v|%v", 3, fl) : (0)
