r = format("%s-%d", true ? -2.5 : 0, nested[0] == obj.tags)
