r = setsubtract("  x  ")
