r    =  "$${lit} %%{lit}"
