item "x" {}
