a = x.true.null.for.in.if
