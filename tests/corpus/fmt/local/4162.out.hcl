name = 1
service "web" {
  image    = ["x"]
  replicas = sizes.medium
  port {
    internal = "eighty"
  }
  health {}
  health {}
}
service {}
