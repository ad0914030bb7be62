r = !t ? nums[4] : n.*
