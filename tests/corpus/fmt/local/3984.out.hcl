must = { x = true }
