r = sethaselement(toset(split(",", "plain")), jsonencode([1])) ? merge(tomap({ a = "x", b = "y" }), obj) : {

}
