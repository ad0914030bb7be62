locals {
  settings = mark_glob_as_read("{*.yaml,**/*.yaml}")
}
