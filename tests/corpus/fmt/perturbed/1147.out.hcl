locals {
  # This is intentionally unused, and is used to check the validity of the json output from render-json.
  self = "baz"
}
