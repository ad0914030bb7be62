a = <<-EOT
    ${x} a
      b
    EOT
