terraform  {
    source= "git::__MIRROR_URL__//test/fixtures/download/non-existent-path?ref=v0.83.2"
}
