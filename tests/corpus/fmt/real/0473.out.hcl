engine {
  source = "__hardcoded_url__"
}

inputs = {
  value = "test_input_value_from_terragrunt"
}
