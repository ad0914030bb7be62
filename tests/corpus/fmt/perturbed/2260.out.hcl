r = can(unknown_var)
