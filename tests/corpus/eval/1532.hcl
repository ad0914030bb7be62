r = nums[0] < 12345678901234567890 && can(obj.tags.env + 1)
