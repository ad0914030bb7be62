terraform {
  source = "../modules/other-module"
}

inputs = {
  test_value = "test-token-12345"
}
