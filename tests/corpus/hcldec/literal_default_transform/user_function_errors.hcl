fn = double("x")
