terraform {
  source = "./module"
}

