a = x.a.[
