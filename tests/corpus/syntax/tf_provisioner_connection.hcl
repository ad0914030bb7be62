resource "null_resource" "bootstrap" {
  triggers = {
    instance_ids = join(",", aws_instance.web[*].id)
  }

  connection {
    type        = "ssh"
    host        = aws_instance.web[0].public_ip
    user        = "ubuntu"
    private_key = file(var.key_path)
  }

  provisioner "remote-exec" {
    inline = [
      "sudo apt-get update",
      "sudo apt-get install -y nginx",
    ]
  }
}
