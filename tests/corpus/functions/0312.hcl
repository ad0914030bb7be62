r = formatlist(null, [])
