r = true ? true : true
