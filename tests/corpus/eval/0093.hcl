r = try(length(n), nullobj.b)
