
inputs = {
  project = values.project
  env = values.env
  data = values.data
}