r = sort(["b", null])
