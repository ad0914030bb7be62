r = [0.5 - obj.port * length([]), -nums.2, ceil([100, 7, 100][2])][1] * length([for x in chunklist([], 2) : x * 2 if x > 2])
