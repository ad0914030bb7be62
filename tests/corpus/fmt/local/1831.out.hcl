r = <<-EOT
  ${~s~}  tail
      ${~s~}  tail
  EOT

