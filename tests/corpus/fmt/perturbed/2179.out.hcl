r = signum(fl ? 12345678901234567890 : neg - t ? 007 : nums[4])
