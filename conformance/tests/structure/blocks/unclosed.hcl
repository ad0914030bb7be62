svc {
  name = "x"
