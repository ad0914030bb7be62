r = <<-EOT
  ${obj.name}
  ${objs[0].name}
  EOT

