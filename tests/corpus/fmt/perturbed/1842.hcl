r = !s? parseint("777", 16):  "  spaced  "==formatlist("%s!",strs)[1]
