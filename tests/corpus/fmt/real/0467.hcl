engine {
  source  = "__engine_source__"
}

inputs = {
  value = "test_input_value_from_terragrunt"
}
