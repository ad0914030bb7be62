r = { for_x = ceil((1000000)), k1 = null }
