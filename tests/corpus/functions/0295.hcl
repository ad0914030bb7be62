r = formatdate("1e3", 1)
