r = concat(keys(smap), keys({ for x in compact(values(smap)) : x => x... }))
