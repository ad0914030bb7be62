module "web" {
  source = "./web"
  name   = var.name
  motd   = <<-EOT
    Welcome to ${var.name}!
    %{ if var.port > 1024 }unprivileged port ${var.port}%{ else }privileged%{ endif }
    ${local.greeting}
  EOT
}

resource "null_resource" "banner" {
  triggers = {
    text  = "${local.greeting} on ${module.web.address}:${var.port}"
    names = join(",", [for n in [var.name, "x"] : upper(n)])
  }
}

data "template_file" "conf" {
  template = <<EOF
name = ${var.name}
%{ for p in local.ports ~}
port = ${p}
%{ endfor ~}
EOF
}

output "rendered" {
  value = data.template_file.conf.rendered
}

output "banner_id" {
  value = null_resource.banner.id
}
