r = false && "x"
