r = format("%s %s", "a") == format("%v|%v", element(nested[0], 1), !t) && t
