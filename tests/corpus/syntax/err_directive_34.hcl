a = "x ${"%{wat}"} y"
