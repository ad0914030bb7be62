r = zipmap(strs, nums)
