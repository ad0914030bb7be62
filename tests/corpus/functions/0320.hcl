r = formatlist([]...)
