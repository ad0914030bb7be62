r = [for x in tolist(toset(concat(nums, obj.ports))) : x + n]
