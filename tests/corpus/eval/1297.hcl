r = "2.5" + tiny
