name = "stack-${env}"

service "web" {
  image    = "nginx:${env}"
  replicas = sizes.large

  port {
    internal = 80
    external = 8080
  }
  port {
    internal = 443
    external = 8443
  }

  health {
    path     = "/"
    interval = "10s"
  }

  label {
    text = "a"
  }
  label {
    text = "b"
  }
}

service "db" {
  image    = "postgres"
  replicas = sizes["small"]
}
