r    =try(unknown_var,  "x")
