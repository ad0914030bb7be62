r = (t && true ? obj.enabled && obj.enabled : true && false ? tonumber("12.5") : tonumber("1e3"))
