terraform {
  // v0.35.1 v0.35.2
  source = "git::__MIRROR_URL__//test/fixtures/dirs?ref=__TAG_VALUE__"
}
