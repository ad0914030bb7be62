terraform {
  source = "."
}

inputs = {
  role = values.role
}
