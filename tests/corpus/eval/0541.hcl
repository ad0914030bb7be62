r = tobool(null) ? -nums[4] : 12345678901234567890 - 2
