r = formatdate("hh:mm", "bad")
