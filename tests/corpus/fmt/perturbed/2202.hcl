r  =    contains(regexall("\\d+","a1b22c333"),  upper(obj.tags.env))
