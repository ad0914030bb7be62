r = "-3" + nums["a"]
