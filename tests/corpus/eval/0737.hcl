r = nul.x != log(8, 2)
