r = false ? [] : 7
