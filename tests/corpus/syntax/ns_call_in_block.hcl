r "x" {
  v = provider::aws::f(var.a)
}
