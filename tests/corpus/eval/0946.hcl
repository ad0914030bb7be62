r = spaced == "$${lit} %%{lit}"
