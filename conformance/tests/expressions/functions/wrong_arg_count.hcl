a = double(1, 2)
