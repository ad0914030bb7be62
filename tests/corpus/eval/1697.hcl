r = chomp(trim("${"true" != "$${lit} %%{lit}"}", "h"))
