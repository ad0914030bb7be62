r = try(-nul, nums.2 * obj.port) % 2
