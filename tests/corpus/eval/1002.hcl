r = <<-EOT
    line text
  quote " and \n raw
  EOT

