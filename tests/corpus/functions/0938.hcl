r = tobool(["a", "b"])
