r = !("a,b,,c" != numstr)
