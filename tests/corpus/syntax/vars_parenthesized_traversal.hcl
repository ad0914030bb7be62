a = (x).y.z
