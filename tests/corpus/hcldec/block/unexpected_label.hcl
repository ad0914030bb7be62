must "x" {}
