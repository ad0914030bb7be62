r = <<-EOT
    quote " and \n raw
  EOT

