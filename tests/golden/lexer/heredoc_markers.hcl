a = <<-EOT
  EOTX is not the end
  say EOT here
    EOT_ and ${EOT}
  EOT
b = <<EOT
EOT
