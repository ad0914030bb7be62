r = min(-(pow(2, 0.5)), element(chunklist(objs.*.size, 2), 0), nums.2) < -(nullobj.b + 007) % 0.5
