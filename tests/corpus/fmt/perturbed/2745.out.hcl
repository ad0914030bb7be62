a = x.*.y
