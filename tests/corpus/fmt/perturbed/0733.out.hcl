inputs = {
  foo     = <<EOF
Hello
World
EOF
  version = "V1"
  bar     = "foo"
}
