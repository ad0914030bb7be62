r    = element(objs.*.size, n)    * nums[1.5]
