fn = double()
