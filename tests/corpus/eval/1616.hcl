r = obj.name == "esc \n \t \" \\ \u00e9 \U0001F600"
