r =regex_replace("baaac", "a*",  "-")
