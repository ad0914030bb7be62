unit "unit_1" {
  source = "${get_repo_root()}/units/unit_1"
  path   = "unit_1"
}

unit "unit_2" {
  source = "${get_repo_root()}/units/unit_2"
  path   = "unit_2"
}
