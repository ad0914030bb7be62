r = contains([numstr], (t ? 1 : "x") + 1) ? "${~objs[1].size}${obj.enabled || true} " : int(log(100, 10))
