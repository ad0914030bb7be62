
unit "consumer" {
  path   = "consumer"
  source = "${get_repo_root()}/_source/units/consumer"

  values = {

  }
}


