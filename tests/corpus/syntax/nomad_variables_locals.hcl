variable "image_tag" {
  type    = string
  default = "latest"
}

locals {
  image = "registry.example.com/app:${var.image_tag}"
}

job "app" {
  meta = {
    version = var.image_tag
    owner   = "ops"
  }
  group "main" {
    task "app" {
      driver = "docker"
      config { image = local.image }
    }
  }
}
