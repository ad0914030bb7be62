r = "$${lit} %%{lit}"
