r = formatlist("%s!", slice(strs, 0, 2))
