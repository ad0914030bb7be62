r = -(-1) <= max(100, 100, 007) || jsonencode(null) != element(objs.*.name, n)
