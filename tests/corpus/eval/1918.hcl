r = t && fl ? false : true
