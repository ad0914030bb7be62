terraform {
  source = "."
}

# This module will fail
