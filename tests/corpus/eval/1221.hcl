r = chunklist(true ? obj.ports : objs.*.size, 0)
