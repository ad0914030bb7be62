terraform {
  source          = "../modules"
  include_in_copy = [".nonce"]
}
