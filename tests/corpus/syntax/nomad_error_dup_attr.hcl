job "web" {
  type = "service"
  type = "batch"
  group "g" {
    count = 1
    count = 2
  }
}
