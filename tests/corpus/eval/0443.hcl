r = format("%s-%d", length(true ? strs : []), can(-2.5 + nullobj.b))
