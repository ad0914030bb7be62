r = -(-nums[0])
