r = concat([for x in split(",", "esc \n \t \" \\ \u00e9 \U0001F600") : x], tolist(toset(keys(deep.a))))
