unit "unit1" {
  source = "../units/app"
  path   = "unit1"
}

unit "unit2" {
  source = "../units/app"
  path   = "unit2"
}
