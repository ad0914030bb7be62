r = "2.5" + try(abs("x"), nums[4] % 0.5)
