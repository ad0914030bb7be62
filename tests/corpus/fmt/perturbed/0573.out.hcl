terraform {
  source = "./module"
}


