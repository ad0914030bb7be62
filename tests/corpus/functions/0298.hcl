r = formatdate("ff", null)
