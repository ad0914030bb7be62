r = lower(sort(objs.*.name)[1])
