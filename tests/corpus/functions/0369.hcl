r = join("-", [])
