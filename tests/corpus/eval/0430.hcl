r = join("", strs)
