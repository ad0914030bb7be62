r = element(tolist(toset(concat(distinct([1, 2, 3]), fl ? [] : null))), 0)
