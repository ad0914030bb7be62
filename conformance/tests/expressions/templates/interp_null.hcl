a = "x${null}"
