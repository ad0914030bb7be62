r = { a = 1 }.b >= nums[0]
