r = { a = unknown_var }
