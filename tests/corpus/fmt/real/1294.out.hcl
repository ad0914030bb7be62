locals {
  chicken = "units/chicken"
}

locals {
  chick = "units/chick"
}
