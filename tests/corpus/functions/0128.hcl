r = concat([1], ["a"])
