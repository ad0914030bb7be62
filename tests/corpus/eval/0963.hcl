r = !n ? "${false ? nullobj.b : 2 / 2}" : t && true ? true || obj.enabled : can(strs[5]) ? "$${lit} %%{lit}" : lookup(smap, "zz", "default")
