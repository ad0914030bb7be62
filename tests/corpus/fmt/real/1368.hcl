unit "unit2" {
  source        = "../../../../units"
  path          = "unit2"
  no_validation = true
}