r = concat(hasindex(nums, 0) ? concat(objs[*].name, strs) : reverse(strs), formatlist("%s=%s", concat(["x", "y"], strs), strs))
