r = true ? 3 : true
