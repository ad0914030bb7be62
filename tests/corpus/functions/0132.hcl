r = concat([1], null)
