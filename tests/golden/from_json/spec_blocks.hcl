name = "n"
tags = {
  Name = "x"
}

service "web" {
  port = 80

  check {
    path = "/a"
  }

  check {
    path = "/b"
  }
}

service "db" {
  port = 5432
}
