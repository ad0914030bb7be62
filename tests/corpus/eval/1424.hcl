r = "esc \n \t \" \\ \u00e9 \U0001F600" != element(strs, "x")
