a = x.*.y[*].z
