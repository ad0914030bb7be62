r = t ? obj : nums == t ? objs.*.size : null
