r = <<-EOT
  line text
  ${~s~}  tail
  EOT

