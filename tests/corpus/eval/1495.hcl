r = [for x in formatlist("%s!", keys(true ? {} : empty_obj), strs) : "${x}!" if x != "b"]
