r = coalesce(["a", "b"], "")
