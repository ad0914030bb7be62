r = join("-", "a")
