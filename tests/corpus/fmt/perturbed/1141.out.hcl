terraform {
  source = "../terraform"
}

