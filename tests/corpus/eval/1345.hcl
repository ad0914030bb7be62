r = unknown_var.attr[0]
