r = jsonencode(merge({}, nullobj, smap))
