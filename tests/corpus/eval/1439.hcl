r = true ? nums : strs
