unit "unit1" {
  source = "../units/template"
  path   = "unit1"
}

unit "unit2" {
  source = "../units/template"
  path   = "unit2"
}
