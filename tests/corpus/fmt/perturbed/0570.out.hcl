terraform {
  source = "git::git@github.com:acme/bar?ref=v1.0.0"
}

