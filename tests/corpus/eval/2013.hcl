r = min(nums[2], false ? 7 : 1, "2.5" + 2) == try(log(-1, 10), 1E2 + 99.99) ? trimsuffix(join(", ", strs), "lo") == formatdate("DD MMM YYYY hh:mm ZZZ", "2024-02-29T13:04:05Z") : true
