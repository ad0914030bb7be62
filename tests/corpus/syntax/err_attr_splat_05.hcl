a = x.*.a.
