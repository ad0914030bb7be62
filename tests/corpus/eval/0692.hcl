r = concat(fl || fl ? reverse(objs[*].size) : tolist(toset(objs[*].size)), [ceil(12345678901234567890)])
