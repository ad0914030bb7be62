r = { (s) = format("%v|%v", boolstr, nums[0]), "quoted key" : t ? 7 : zero }
