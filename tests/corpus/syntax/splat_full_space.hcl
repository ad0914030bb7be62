a = x[ * ].y
