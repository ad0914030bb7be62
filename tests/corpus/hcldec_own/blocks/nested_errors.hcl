needed {
  w = ["x"]
}
item {
  size = "big"
}
svc "a" "b" {
  port = "p"
  rule {
    cidr = {}
  }
  rule {
    bad = 1
  }
}
