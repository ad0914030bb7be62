r = format([1, 2, 3], null, {}, 0, ["a", "b"])
