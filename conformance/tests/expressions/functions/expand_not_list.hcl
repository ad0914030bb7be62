a = double(1...)
