r = element(obj.port[*], 7) - (length(nums))
