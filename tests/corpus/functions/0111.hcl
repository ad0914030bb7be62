r = compact(["a", "", "b", null])
