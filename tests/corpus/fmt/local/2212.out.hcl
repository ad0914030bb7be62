r = { for x in split("-", "${(nums[4])}${~can(timeadd("x", "1h"))}") : x => x... }
