rule {
  port  = 80
  proto = "tcp"
}
rule {
  port  = 80
  proto = "tcp"
}
rule {
  port = 443
}
