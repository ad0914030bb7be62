a = <<-EOT
  a
    b
 c
  EOT
