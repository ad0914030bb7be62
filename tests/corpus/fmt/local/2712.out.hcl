r = hasindex({ a = 1 }, "b")
