r = <<-EOT
  ${nmap["y"]}
  quote " and \n raw
  EOT

