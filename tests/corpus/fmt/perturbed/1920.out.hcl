r = t ? false : true ? [for x in nested[0] : x + n] : null
