r = setsubtract([1, "a"], nums)
