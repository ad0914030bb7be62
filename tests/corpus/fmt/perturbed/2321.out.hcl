r = format("%z", 1)
