r = formatdate("YYYY")
