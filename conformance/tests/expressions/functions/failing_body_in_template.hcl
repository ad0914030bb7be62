a = "${double("x")}"
