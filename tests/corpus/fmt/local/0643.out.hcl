r = <<-EOT
      ${nmap.x}
  ${~s~}  tail
  EOT

