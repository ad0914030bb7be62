r = coalesce(null, element(split("", element(objs.*.name, 0)), 1))
