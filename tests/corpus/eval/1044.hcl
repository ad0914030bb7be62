r = "a,b,,c"
