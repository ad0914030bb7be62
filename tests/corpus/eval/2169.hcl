r = [-(obj.port), nums[0]]
