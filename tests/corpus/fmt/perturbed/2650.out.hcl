one "a" "b" {}
