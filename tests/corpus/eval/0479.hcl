r = trim("esc \n \t \" \\ \u00e9 \U0001F600", "lo") != format("%v|%v", indent(2, s), length([1, 2, 3]))
