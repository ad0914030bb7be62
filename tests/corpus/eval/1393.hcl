r = <<-EOT
  line text
  EOT

