r = element([], 0) != "1e2" + tiny
