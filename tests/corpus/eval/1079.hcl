r = [big / 2 / 2, strlen(concat(objs.*.size, nums))]
