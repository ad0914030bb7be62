r = true ? [] : false
