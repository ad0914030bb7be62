r = nul == chunklist(objs.*.size, 2)
