must = {x = true}
