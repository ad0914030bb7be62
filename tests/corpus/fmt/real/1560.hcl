terraform {
  source = ".//"
}
