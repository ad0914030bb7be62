r = "$${lit} %%{lit}" != "a,b,,c" ? merge(smap) : { for x in ["x", "y"] : x => x... }
