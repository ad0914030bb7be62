r = ceil(parseint("-101", 8)) == (-0.1) ? slice(concat(slice(objs.*.name, 1, 2), compact([])), 1, 2) : true && false ? false ? obj.enabled : fl : !(fl) && can(neg / zero) || t && obj.enabled
