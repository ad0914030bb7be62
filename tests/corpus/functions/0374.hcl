r = join("-", [null])
