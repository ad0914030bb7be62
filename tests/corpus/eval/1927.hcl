r = false ? 2.5e-3 : 3
