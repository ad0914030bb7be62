terraform {

  source = "/dev/null"
}
