inputs = {
  name = "World"
}

terraform {
  source = "git::__MIRROR_URL__//test/fixtures/download/relative?ref=v0.93.2"
}
