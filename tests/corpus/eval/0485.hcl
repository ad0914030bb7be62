r = concat(flatten(nested), concat(objs.*.size, obj.ports))
