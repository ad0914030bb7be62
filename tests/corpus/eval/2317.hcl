r = <<-EOT
    ${s}
      x
    EOT

