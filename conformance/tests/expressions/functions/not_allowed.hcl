a = double(1)
