r = join("", [])
