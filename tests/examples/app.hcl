# A small deployment description, decoded by tests/examples/embed.rs.
service "api" {
  image    = "registry.example.com/api:${version}"
  replicas = max(2, length(regions))
  ports    = [for p in [8080, 8443] : { container = p, host = p + 10000 }]
  env = {
    REGION = upper(regions[0])
    DEBUG  = tostring(debug)
  }
}

service "worker" {
  image    = "registry.example.com/worker:${version}"
  replicas = 1
}
