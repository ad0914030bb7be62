terraform {
  source = "."
}

inputs = {
  data = values.data
}