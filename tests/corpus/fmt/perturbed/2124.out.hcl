r = concat([for x in nums[*] : x + n], chunklist(tolist(toset(chunklist(obj.ports, 1))), 2))
