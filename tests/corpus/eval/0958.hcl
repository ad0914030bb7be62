r = join("", keys(merge(nums)))
