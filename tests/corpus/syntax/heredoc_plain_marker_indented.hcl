a = <<EOT
  a
  EOT
