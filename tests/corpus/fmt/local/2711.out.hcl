r = hasindex({ a = 1 }, "a")
