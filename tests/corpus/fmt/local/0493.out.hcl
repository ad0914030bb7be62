r = format("%v|%v", 1 < nums[0] ? jsonencode(obj.tags) : strlen(["x", "y"]), try({ a = 1 }.b, 007) / f)
