r = (ceil(nums[4]))
