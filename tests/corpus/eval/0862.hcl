r = reverse([try([1, 2][2], obj.port), length(objs.*.name)])
