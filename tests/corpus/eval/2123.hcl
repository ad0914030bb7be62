r = <<-EOT
      ${smap.a}
  EOT

