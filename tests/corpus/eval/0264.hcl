r = "-3" + parseint("-101", 2)
