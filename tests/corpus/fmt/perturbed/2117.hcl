r  =    concat(split(",",    chomp(smap  ["b"])),split ("",    strrev("esc \n \t \" \\ \u00e9 \U0001F600")))
