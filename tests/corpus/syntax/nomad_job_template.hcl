job "app" {
  group "g" {
    task "t" {
      driver = "exec"

      template {
        data        = <<EOH
DB_HOST={{ key "app/db/host" }}
{{ range service "redis" }}REDIS={{ .Address }}:{{ .Port }}{{ end }}
EOH
        destination = "local/env"
        env         = true
        change_mode = "restart"
      }

      env {
        PORT    = "${NOMAD_PORT_http}"
        NODE_ID = "${node.unique.id}"
      }
    }
  }
}
