r = length(strs) <= [obj.ports[1], -2.5, 007][2] ? !({ a = 1 } == []) : upper(nums)
