catalog {
  default_template = "git::__MIRROR_SSH_URL__//test/fixtures/scaffold/external-template/template"
}
