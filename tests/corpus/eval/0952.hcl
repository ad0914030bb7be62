r = !(true) ? [1E2, obj.ports[1], 3.25] : concat([], values(smap))
