r = tostring(coalesce(s, "esc \n \t \" \\ \u00e9 \U0001F600")) != strrev(["x", "y"][0])
