data_dir  = "/opt/nomad/data"
bind_addr = "0.0.0.0"

server {
  enabled          = true
  bootstrap_expect = 3
  server_join {
    retry_join = ["10.0.0.10", "10.0.0.11", "10.0.0.12"]
  }
}

client {
  enabled = true
  host_volume "data" {
    path      = "/srv/data"
    read_only = false
  }
}

telemetry {
  collection_interval        = "1s"
  publish_allocation_metrics = true
}
