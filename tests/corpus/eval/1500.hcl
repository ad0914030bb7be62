r = [element(true ? [] : null, 7)]
