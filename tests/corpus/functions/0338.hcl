r = hasindex(["a", "b"], null)
