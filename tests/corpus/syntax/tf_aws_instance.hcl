provider "aws" {
  region = var.region
}

resource "aws_instance" "web" {
  ami           = data.aws_ami.ubuntu.id
  instance_type = "t3.micro"
  count         = var.instance_count

  tags = {
    Name        = "web-${count.index}"
    Environment = var.environment
  }

  lifecycle {
    create_before_destroy = true
  }
}
