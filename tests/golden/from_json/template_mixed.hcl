a = "web-${var.env}"
b = "x\\y \"q\" ${lookup(m, "k")}"
c = "line1\nline2 ${x}"
d = "$${literal} and %%{also}"
