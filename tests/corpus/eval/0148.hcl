r = numstr
