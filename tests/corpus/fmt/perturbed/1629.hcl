terraform {

 source=    "git::__MIRROR_URL__//test/fixtures/download/hello-world?ref=v0.83.2"
}
