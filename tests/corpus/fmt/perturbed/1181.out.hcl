terraform {
  source = "git::__MIRROR_URL__//test/fixtures/fail-fast/unit-a?ref=v0.84.1"
}
