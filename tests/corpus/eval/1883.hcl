r = slice([for i, x in [obj.name, csv] : x], 1, 1)
