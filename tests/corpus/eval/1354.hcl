r = 0.1 < 10 ? chunklist(range(0, 10, 0), 0) : obj.enabled ? objs[1].size : 1E2
