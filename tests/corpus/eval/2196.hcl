r = compact(objs.*.name)
