resource "aws_instance" "app" {
  ami           = var.ami
  instance_type = var.type
  user_data     = <<-EOT
    #!/bin/bash
    set -euo pipefail
    %{for pkg in var.packages~}
    apt-get install -y ${pkg}
    %{endfor~}
    %{if var.enable_docker}
    systemctl enable docker
    %{else}
    echo "no docker"
    %{endif}
  EOT
}
