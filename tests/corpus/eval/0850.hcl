r = "a,b,,c" == join(", ", ["x", "y"])
