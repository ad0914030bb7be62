r = compact(["a", "b"])
