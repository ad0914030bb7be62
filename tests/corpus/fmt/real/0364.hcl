terraform {
  source = "/dev/null"
}
