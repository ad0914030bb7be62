r = concat(objs.*.size, obj.ports)
