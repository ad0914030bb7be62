r = merge(zipmap(keys(smap), nums))
