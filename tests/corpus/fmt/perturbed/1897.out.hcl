r = (max(objs[1].size - 10 + -2.5 + 1e3, max("2.5" + objs[1].size, "2.5" + 1, [10, 99.99, 1E2][1]), length(strs) % f, -(try(nums["1"] + nums[true], big))))
