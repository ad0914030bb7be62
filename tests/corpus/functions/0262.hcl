r = format("%#v", "x")
