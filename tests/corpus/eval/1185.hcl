r = formatlist("%s=%s", slice(slice([], 1, 1), 0, 1))
