r = format("%v|%v", pow(2, 2), tiny != nums.2)
