a = x.*.y.z.w
