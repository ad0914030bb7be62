r = merge({})
