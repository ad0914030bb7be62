r = contains(split(",", "a"), try(true + 1, 0.1)) ? chomp(format("%s-%d", strs[1], nullobj.b)) : obj.enabled ? [] : strs[0]
