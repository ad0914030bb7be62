r = concat(nested...)
