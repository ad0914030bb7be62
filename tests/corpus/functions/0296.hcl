r = formatdate("Hello World", "")
