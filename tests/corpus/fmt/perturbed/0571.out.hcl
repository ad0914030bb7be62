terraform {
  source = "github.com/acme/foo"
}

