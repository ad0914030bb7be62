x = length([for i in range(1024): range(1024)])
