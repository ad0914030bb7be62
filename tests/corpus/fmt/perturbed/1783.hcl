r  = nums[7] > 1    ? regexall("\\d+",  "a1b22c333") :    format ("%q %%",    -big, can(length(smap)))

