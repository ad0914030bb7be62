r = concat(sethaselement(toset(keys(smap)), "esc \n \t \" \\ \u00e9 \U0001F600") ? sort(nums) : obj.enabled ? objs.*.size : null, range(1, 10, 3))
