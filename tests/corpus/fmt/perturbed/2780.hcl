a=double("x")

