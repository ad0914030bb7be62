r = length(true ? objs.*.size : keys(smap)) / f / 2
