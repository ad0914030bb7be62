r = concat(nums, [unknown_var]) == flatten(nested)
