r = -tiny
