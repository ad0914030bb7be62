r = join(null, ["a"])
