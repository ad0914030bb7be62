r = floor(false ? 6.02e+23 - nullobj.b : nullobj.b / 7) % 2
