a = <<EOT
never closed
