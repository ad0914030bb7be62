r = join("-", null)
