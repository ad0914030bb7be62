r = element(distinct(tolist(keys(obj.tags))), 1)
