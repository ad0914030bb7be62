r = <<-EOT
  ${obj.name}
  quote " and \n raw
  EOT

