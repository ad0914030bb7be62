unit "bad_unit" {
  source = "../units/bad-unit"
  path   = "bad-unit"
}
