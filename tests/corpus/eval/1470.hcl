r = contains(t ? objs.*.name : ["x", "y"], obj.enabled ? 99.99 : -2.5)
