r = length(["a", "b"])
