r = can(upper(nums))
