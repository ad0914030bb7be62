r = formatdate("bad", "2024")
