r = f >= nums[2] ? zipmap(["a", "b"], [1, 2]) : merge({ for i, o in objs : o.name => o.size... }, zipmap(strs, [1, 2]), { for x in split("", "x-y-z") : x => x... })
