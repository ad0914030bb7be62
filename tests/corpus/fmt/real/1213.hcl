# Project template dir
terraform {
  source = "{{ .sourceUrl }}"
}

inputs = {
  project_name = "template"
}
