a = <<-EOT
    a
EOT
