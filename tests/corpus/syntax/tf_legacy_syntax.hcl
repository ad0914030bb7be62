resource "aws_instance" "old" {
  ami       = "${var.ami}"
  subnet_id = "${element(aws_subnet.main.*.id, count.index)}"
  zone      = "${aws_subnet.main.0.availability_zone}"
}
