resource "x" "y" {
  policy = <<EOF
{ "a": 1 }
  EOF
}
