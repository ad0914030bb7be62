r = {} == obj ? "$${esc}${deep.a.b.c.d[1].e}" : nums[1]
