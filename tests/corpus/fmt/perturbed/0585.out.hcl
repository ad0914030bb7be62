terraform {
  source = "./module"
}
