unit "unit1" {
  source = "git::https://github.com/example/repo.git//modules/unit1"
  path = "./unit1"
}

unit "unit2" {
  source = "git::https://github.com/example/repo.git//modules/unit2"
  path = "./unit2"
}

