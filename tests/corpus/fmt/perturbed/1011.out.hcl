resource "null_resource" "noop" {}
