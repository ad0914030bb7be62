r = fl ? fl : t ? can(true + 1) : "$${lit} %%{lit}" == "a" ? regexall("[a-z]", s) : floor(true ? nums[4] : objs[1].size)
