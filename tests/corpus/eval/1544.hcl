r = "${tostring(nums)}"
