r = min(big - false ? 12345678901234567890 : nums[4])
