resource "aws_instance" "web" {
  ami = "a"

  lifecycle {
    prevent_destroy = true
  }
}

resource "aws_instance" "db" {
  ami = "b"
}

resource "aws_instance" "db" {
  ami = "c"
}
