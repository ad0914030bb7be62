r = formatlist("%d", [1, 2])
