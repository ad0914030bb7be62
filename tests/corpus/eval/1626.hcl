r = floor((zero))
