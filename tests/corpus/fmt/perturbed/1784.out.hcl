r = zero
