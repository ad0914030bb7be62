r = join("-")
