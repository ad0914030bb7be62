r = [length(objs[*].name) - nums.2 + 12345678901234567890, try("abc" + 1, signum(0.5))]
