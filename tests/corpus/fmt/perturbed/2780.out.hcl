a = double("x")

