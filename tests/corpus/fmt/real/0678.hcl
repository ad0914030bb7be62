terraform {
  source = "../../modules-default//module2"
}

