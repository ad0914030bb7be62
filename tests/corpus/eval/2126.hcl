r = fl ? "$${lit} %%{lit}" : nums.2 != replace("x-y-z", "l", "L") ? slice(regexall("[a-z]", s), 0, 2) : split(",", strrev(numstr))
