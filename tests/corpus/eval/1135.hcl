r = format("%q %%", ["x", "y"][0], (nums[4]))
