source "docker" "ubuntu" {
  image  = "ubuntu:jammy"
  commit = true
  changes = [
    "USER www-data",
    "WORKDIR /var/www",
    "ENV HOSTNAME www.example.com",
    "EXPOSE 80 443",
  ]
}

build {
  sources = ["source.docker.ubuntu"]

  provisioner "file" {
    source      = "app.tar.gz"
    destination = "/tmp/app.tar.gz"
  }

  post-processors {
    post-processor "docker-tag" {
      repository = "myrepo/app"
      tags       = ["latest", "1.0"]
    }
    post-processor "docker-push" {}
  }
}
