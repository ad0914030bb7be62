r = "-3" + nums.2 < "-3" + 42 ? contains(objs.*.size, 42) && !(obj.enabled) : smap
