r = contains(n, 1) ? null == objs.*.size && t : false && t || true && true
