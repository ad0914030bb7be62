r = join("-", strs)
