r = [true ? tiny : 1E2 + try(element(empty_list, 0), nums[4]), 2.5e-3 / 3 / 7, -0.1][0]
