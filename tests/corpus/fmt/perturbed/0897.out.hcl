terraform {
  source = "git::__MIRROR_SSH_URL__"
}
