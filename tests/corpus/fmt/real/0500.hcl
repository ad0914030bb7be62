# Feature flags for exclude block testing

feature "exclude" {
  default = false
}

feature "exclude_deps" {
  default = false
}
