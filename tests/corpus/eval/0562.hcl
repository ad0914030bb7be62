r = can(unknown_var.attr[0])
