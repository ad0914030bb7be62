resource "aws_instance" "web" {
  ami = "ami-123"
  tags = {
    Name = "web"

output "x" {
  value = 1
}
