needed {
  w = "ok"
}
single {
  v = 1
}
item {
  name = "a"
  size = 1
}
item {
  name = "b"
}
tag {
  v = "x"
}
tag {
  v = "x"
}
svc "web" "front" {
  port = 80
  rule {
    cidr = "10.0.0.0/8"
  }
}
svc "web" "back" {
  port = 8080
}
svc "db" "main" {
  port = 5432
}
