source "null" "example" {
  communicator = "none"
}

build {
  dynamic "source" {
    for_each = var.targets
    labels   = ["null.example"]
    content {
      name = source.key
    }
  }

  provisioner "shell-local" {
    only   = ["null.first"]
    inline = ["echo ${source.name} ${build.ID}"]
  }
}
