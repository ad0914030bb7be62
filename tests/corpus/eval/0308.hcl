r = min(length(objs.*.name), "1e2" + zero) % 2
