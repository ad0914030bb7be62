r = reverse([for i, x in nums : -x if x > 2])
